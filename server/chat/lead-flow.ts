import { chatReplies } from "../../content/chat-replies";
import { contactValidation } from "../../content/contact-validation";
import type { Locale } from "../../domain/i18n/locales";
import { emailSchema, nameSchema, validateContact } from "../../domain/forms/contact-schema";
import { EMAIL_MAX_LENGTH } from "../../domain/forms/email-address";
import { withoutInvisibleCharacters } from "../../domain/text/invisible-characters";
import type { ChatLead, ContactCard } from "./chat-types";
import { contactDetailsIn, withoutContactDetails, type ContactDetails } from "./contact-details";
import type { LeadState } from "./conversation-state";
import { chatLeads } from "../../content/chat-leads";
import { isAffirmative } from "./affirmative";
import { hoursNote } from "./hours-note";
import { plainEcho } from "./reply-format";
import { hasVerb } from "./japanese-readings";

/**
 * "Contact Sales" / "Contact Support": name, email and the request, each checked with
 * the contact form's own rules and messages (domain/forms/contact-schema.ts). Any turn may
 * carry several details at once ("this is Mia Ito, mia@example.org, 080 …"); what is
 * missing is asked for, then everything is read back and stored only on "yes".
 * The confirming turn returns the lead; the API stores it and queues the same emails.
 */

export interface LeadReply {
  message: string;
  state: LeadState | null;
  lead?: ChatLead;
  /** While the flow is open: what it holds, for the panel's contact card. */
  contactCard?: ContactCard;
}

/** The contact card for an open flow: the details read so far, each as the visitor may edit it. */
export function contactCardOf(state: LeadState): ContactCard {
  const card: ContactCard = { kind: state.kind };
  for (const field of ["name", "email", "phone", "company", "preferredTime", "message"] as const)
    if (state[field]) card[field] = state[field];
  return card;
}

const withCard = (reply: LeadReply): LeadReply =>
  reply.state ? { ...reply, contactCard: contactCardOf(reply.state) } : reply;

/** The request with the time the visitor asked to be contacted at, as a labelled line (there is no column for it). */
export const withPreferredTime = (request: string, time: string | undefined, language: Locale) =>
  time ? `${request}\n${chatLeads[language].preferredTime(time)}` : request;

/**
 * An answer to "may I have your name?" that is not a sentence: Japanese in which the dictionary finds no verb
 * (「…お話ししたいのですが」 is refused), or a few words.
 */
function nameLike(text: string): boolean {
  const t = text.normalize("NFKC").replace(/(と申します|といいます|です)[。.!！]*$/u, "");
  if (/[\u3040-\u30ff\u3400-\u9fff]/u.test(t)) return !hasVerb(t);
  return t.trim().split(/\s+/).length <= 5;
}

/** The details that pass the contact form's rules; the others are asked for again. */
function acceptedDetails(details: ContactDetails, language: Locale): Partial<LeadState> {
  const messages = contactValidation[language];
  const accepted: Partial<LeadState> = {};
  // The parsed values: what the form would store, without bidi controls or zero-width characters.
  const name = details.name ? nameSchema(messages).safeParse(details.name) : undefined;
  if (name?.success) accepted.name = name.data;
  const email = details.email ? emailSchema(messages).safeParse(details.email) : undefined;
  if (email?.success) accepted.email = email.data;
  const phone = details.phone && withoutInvisibleCharacters(details.phone).trim();
  if (phone) accepted.phone = phone;
  const company = details.company && withoutInvisibleCharacters(details.company).trim();
  if (company) accepted.company = company;
  const preferredTime = details.preferredTime && withoutInvisibleCharacters(details.preferredTime).trim();
  if (preferredTime) accepted.preferredTime = preferredTime;
  return accepted;
}

function confirmation(state: LeadState, language: Locale): string {
  const t = chatReplies[language].lead;
  const rows = (["name", "company", "email", "phone", "preferredTime", "message"] as const)
    .filter((field) => state[field])
    .map((field) => `${t.fields[field]}: ${plainEcho(state[field]!, field === "message" ? 200 : 120)}`);
  // One question only: the details, then "shall I send them?".
  return t.confirm(rows.join("\n"));
}

/** Asks for the first missing detail, or reads everything back once nothing is. */
function next(state: LeadState, language: Locale, intro?: string): LeadReply {
  const t = chatReplies[language].lead;
  const say = (text: string, step: LeadState["step"]): LeadReply => ({
    message: [intro, text, t.cancelHint].filter(Boolean).join("\n"),
    state: { ...state, step },
  });
  if (!state.name) return say(t.askNameAgain, "name");
  if (!state.email) return say(t.askEmail(plainEcho(state.name)), "email");
  if (!state.message) return say(state.kind === "sales" ? t.askMessageSales : t.askMessageSupport, "message");
  return {
    message: [intro, confirmation(state, language)].filter(Boolean).join("\n"),
    state: { ...state, step: "confirm" },
  };
}

/**
 * Starts the flow with whatever the visitor already gave: details found in the message
 * and, as the request, what they asked earlier in the conversation (`enquiry`).
 */
export function startLead(...args: Parameters<typeof openLead>): LeadReply {
  return withCard(openLead(...args));
}

function openLead(
  kind: LeadState["kind"],
  language: Locale,
  details: ContactDetails = {},
  enquiry?: string,
): LeadReply {
  const t = chatReplies[language].lead;
  const state: LeadState = {
    flow: "lead",
    kind,
    step: "name",
    ...acceptedDetails(details, language),
    ...(enquiry ? { message: enquiry } : {}),
  };
  const intro = kind === "sales" ? t.startSales : t.startSupport;
  if (!state.name && !state.email) return { message: `${intro}\n${t.cancelHint}`, state };
  // The opening line asks for a name; with some details given, only the next question follows.
  return next(state, language, intro.replace(/[^。.]*(お名前|your name)[^。.?？]*[。.?？]?\s*$/u, "").trim());
}

export function cancelLead(language: Locale): LeadReply {
  return { message: chatReplies[language].lead.cancelled, state: null };
}

export function continueLead(text: string, state: LeadState, language: Locale, now: Date): LeadReply {
  return withCard(readLeadTurn(text, state, language, now));
}

function readLeadTurn(text: string, state: LeadState, language: Locale, now: Date): LeadReply {
  const t = chatReplies[language].lead;
  const messages = contactValidation[language];
  const retry = (message: string): LeadReply => ({ message: `${t.invalid(message)}\n${t.cancelHint}`, state });
  const found = contactDetailsIn(text, language);

  switch (state.step) {
    case "name": {
      // Only an address or a number: keep it and ask for the name again.
      if (!found.name && !withoutContactDetails(text, found))
        return next({ ...state, ...acceptedDetails(found, language) }, language);
      // A bare "yes" answers the flow, not the question: it is no one's name.
      if (!found.name && isAffirmative(text)) return next(state, language);
      // "I'm Jane Doe, jane@…" gives several details; any other answer is the name itself when it is shaped like one.
      const typed = withoutContactDetails(text, found);
      const name = found.name ?? typed;
      const result = nameSchema(messages).safeParse(name);
      if (!result.success) return retry(result.error.issues[0]?.message ?? messages.nameRequired);
      if (!found.name && !nameLike(typed)) return next({ ...state, ...acceptedDetails(found, language) }, language);
      return next({ ...state, ...acceptedDetails(found, language), name: result.data }, language);
    }
    case "email": {
      // An address found inside a longer answer is checked by the same rule as one typed alone.
      const result = emailSchema(messages).safeParse(found.email ?? text);
      if (!result.success) return retry(result.error.issues[0]?.message ?? messages.emailInvalid);
      return next({ ...state, ...(found.email ? acceptedDetails(found, language) : {}), email: result.data }, language);
    }
    case "message": {
      // A bare "yes, that's fine" has nothing to add: the request is to be contacted, details later.
      const message = isAffirmative(text) ? t.noDetails[state.kind] : withoutContactDetails(text, found) || text.trim();
      const result = validateContact({ name: state.name, email: state.email, message }, language);
      if (!result.ok) {
        // A name or email lost from the state (it should not happen) restarts the flow cleanly.
        if (result.error.field !== "message") return startLead(state.kind, language);
        return retry(result.error.message);
      }
      return next(
        {
          ...state,
          ...acceptedDetails(
            { phone: found.phone, company: found.company, preferredTime: found.preferredTime },
            language,
          ),
          message: result.data.message,
        },
        language,
      );
    }
    case "confirm": {
      if (!isAffirmative(text)) {
        // A correction ("my email is …") replaces that detail; anything else is added to the request.
        const corrected = acceptedDetails(found, language);
        const changed = Object.keys(corrected).length > 0;
        const message = changed ? state.message : [state.message, text.trim()].filter(Boolean).join("\n");
        return {
          message: `${t.confirmAgain}\n${confirmation({ ...state, ...corrected, message }, language)}`,
          state: { ...state, ...corrected, message },
        };
      }
      const result = validateContact(
        { name: state.name, email: state.email, phone: state.phone, company: state.company, message: state.message },
        language,
      );
      if (!result.ok) {
        if (result.error.field === "name" || result.error.field === "email") return startLead(state.kind, language);
        // A phone number or company the form would refuse is dropped rather than losing the lead.
        const { phone: _phone, company: _company, ...rest } = state;
        return next({ ...rest, step: "confirm" }, language, t.invalid(result.error.message));
      }
      const { name, email, message, phone, company } = result.data;
      return {
        message: `${t.done(plainEcho(name), plainEcho(email, EMAIL_MAX_LENGTH))}\n${hoursNote(now, language)}`,
        state: null,
        lead: {
          kind: state.kind,
          name,
          email,
          message: withPreferredTime(message, state.preferredTime, language),
          ...(phone ? { phone } : {}),
          ...(company ? { company } : {}),
        },
      };
    }
  }
}
