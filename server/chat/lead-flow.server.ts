import { chatReplies } from "../../app/content/chat-replies";
import { contactValidation } from "../../app/content/contact-validation";
import type { Locale } from "../../app/i18n/locales";
import { emailSchema, nameSchema, validateContact } from "../../app/lib/contact-schema";
import { EMAIL_MAX_LENGTH } from "../../app/lib/email-address";
import type { ChatLead } from "./chat-types.server";
import type { LeadState } from "./conversation-state.server";
import { hoursNote } from "./hours-note.server";
import { plainEcho } from "./reply-format.server";

/**
 * "Contact Sales" / "Contact Support": name, email and the request over three turns,
 * each checked with the contact form's own rules and messages (app/lib/contact-schema.ts).
 * The completing turn returns the lead; the API stores it and queues the same emails.
 */

export interface LeadReply {
  message: string;
  state: LeadState | null;
  lead?: ChatLead;
}

export function startLead(kind: LeadState["kind"], language: Locale): LeadReply {
  const t = chatReplies[language].lead;
  return {
    message: `${kind === "sales" ? t.startSales : t.startSupport}\n${t.cancelHint}`,
    state: { flow: "lead", kind, step: "name" },
  };
}

export function cancelLead(language: Locale): LeadReply {
  return { message: chatReplies[language].lead.cancelled, state: null };
}

export function continueLead(text: string, state: LeadState, language: Locale, now: Date): LeadReply {
  const t = chatReplies[language].lead;
  const messages = contactValidation[language];
  const retry = (message: string): LeadReply => ({ message: `${t.invalid(message)}\n${t.cancelHint}`, state });

  switch (state.step) {
    case "name": {
      const result = nameSchema(messages).safeParse(text);
      if (!result.success) return retry(result.error.issues[0]?.message ?? messages.nameRequired);
      return { message: t.askEmail(plainEcho(result.data)), state: { ...state, step: "email", name: result.data } };
    }
    case "email": {
      const result = emailSchema(messages).safeParse(text);
      if (!result.success) return retry(result.error.issues[0]?.message ?? messages.emailInvalid);
      const ask = state.kind === "sales" ? t.askMessageSales : t.askMessageSupport;
      return { message: ask, state: { ...state, step: "message", email: result.data } };
    }
    case "message": {
      // The whole contact is checked once more, exactly as the contact form would be.
      const result = validateContact({ name: state.name, email: state.email, message: text }, language);
      if (!result.ok) {
        // A name or email lost from the state (it should not happen) restarts the flow cleanly.
        if (result.error.field !== "message") return startLead(state.kind, language);
        return retry(result.error.message);
      }
      const { name, email, message } = result.data;
      return {
        message: `${t.done(plainEcho(name), plainEcho(email, EMAIL_MAX_LENGTH))}\n${hoursNote(now, language)}`,
        state: null,
        lead: { kind: state.kind, name, email, message },
      };
    }
  }
}
