import { chatReplies } from "../../content/chat-replies";
import { company } from "../../content/company";
import { chatWidget, type ChatQuickOptionId } from "../../content/chat-widget";
import type { Locale } from "../../domain/i18n/locales";
import { logger } from "../logger";
import {
  asksOffer,
  builtInAnswer,
  CONFIDENCE_THRESHOLD,
  onlySetsCondition,
  retrieve,
  unsureReply,
  type RankedHit,
} from "./answer-question";
import { analysedHistory, analysedText, ANSWERED_PARTS } from "./analysis-budget";
import { budgetFit } from "./budget-fit";
import { affirmedWith } from "./affirmative";
import { asksBilling, billingReply, plansOfLastReply } from "./follow-up";
import { asksSomething, factReply, factsAsked, leftByFacts, notStatedReply } from "./fact-answers";
import { topicNounsOf } from "./japanese-readings";
import { estimateAsked, kanaNamesService, onlyAsksPrice, pricesFlatFees, readForEstimate } from "./estimate-turn";
import { asksPrice, asksTimeline, freeEstimate, plansIn } from "./free-estimate";
import {
  askingParts,
  clausesOf,
  eachPriceParts,
  numberedChoice,
  previousQuestion,
  questionParts,
  readMessage,
} from "./message-parts";
import { outOfScopeReply } from "./out-of-scope";
import type { ChatEngine, ChatEngineInput, ChatEngineOutput, ChatTurn } from "./chat-types";
import { readFlowState, toConversationState, type FlowState, type LeadState } from "./conversation-state";
import { contactDetailsIn, type ContactDetails } from "./contact-details";
import { availabilityNote, isOpen } from "./hours-note";
import {
  asksForPerson,
  contactRequestOf,
  instructsTheAssistant,
  isCancel,
  quickOptionOf,
  smallTalkOf,
  withdrawnWith,
} from "./intents";
import { CONTACT_PATH } from "./knowledge/contact-docs";
import { pageLabel, type KnowledgeDoc } from "./knowledge/knowledge-doc";
import { PRICING_PATH } from "./knowledge/pricing-docs";
import { sharedKnowledge, type Knowledge } from "./knowledge";
import { cancelLead, contactCardOf, continueLead, startLead, type LeadReply } from "./lead-flow";
import { enquiryIn, enquiryOf, summaryOf, transcriptOf } from "./lead-summary";
import { LlmError, type LlmOptions } from "./llm-client";
import { llmAnswer } from "./llm-answer";
import { continueQuote, startQuote } from "./quote-flow";
import { markdownLink, plainEcho } from "./reply-format";
import { newSubject, shiftsSubject } from "./subject-shift";
import { conceptsIn } from "./synonyms";
import { normalizeText } from "./text-features";

const pointsBack = /\b(?:that|this|it|those|these|they)\b|それ(?!ぞれ)|その|これ|この/u;

// Concepts that ask ("how much", "with tax", "free?") rather than name a subject.
const framing = new Set(["price", "tax", "free"]);

export type { LlmOptions } from "./llm-client";

interface Answer {
  message: string;
  /** False when the reply is the honest "not sure": the question is recorded as unanswered. */
  answered: boolean;
  /** The lead flow the model started (its start_lead tool), to carry on next turn. */
  state?: FlowState;
  /** The parts of the message that were not answered, in the visitor's words, for the person who takes them. */
  unknownParts?: string[];
}

export interface ChatEngineOptions {
  /** An OpenAI-compatible chat-completions endpoint; the built-in engine answers when unset or failing. */
  llm?: LlmOptions;
  /** For tests: a knowledge base other than the site's content. */
  knowledge?: Knowledge;
}

// A reply that leaves the lead flow open (the model's start_lead, a question asked in the middle) shows its card too.
const reply = (message: string, state: FlowState | null, extra: Partial<ChatEngineOutput> = {}): ChatEngineOutput => ({
  message,
  state: toConversationState(state),
  ...(state?.flow === "lead" ? { contactCard: contactCardOf(state) } : {}),
  ...extra,
});

/** A lead-flow reply, with the contact card the panel shows while the flow is open. */
const leadReply = (result: LeadReply, extra: Partial<ChatEngineOutput> = {}): ChatEngineOutput =>
  reply(result.message, result.state, { ...extra, ...(result.contactCard ? { contactCard: result.contactCard } : {}) });

function startOption(option: ChatQuickOptionId, language: Locale): ChatEngineOutput {
  switch (option) {
    case "ask":
      return reply(chatReplies[language].ask.prompt, null);
    case "quote": {
      const { message, state } = startQuote(language);
      return reply(message, state);
    }
    case "sales":
    case "support":
      return leadReply(startLead(option, language));
  }
}

/**
 * A question or small talk typed where a name or an email address was expected
 * ("料金は？", "thanks") is answered, and the same detail asked for again.
 */
function interruptsLead(text: string, step: LeadState["step"], language: Locale): boolean {
  if (text.includes("@")) return false;
  // "And how soon do you reply?" at the read-back asks; an answer with details in it corrects them.
  if (step === "confirm") {
    const details = contactDetailsIn(text, language);
    return /[?？]\s*$/u.test(text) && !details.email && !details.phone && !details.name;
  }
  if (step === "message") return false;
  return /[?？]\s*$/.test(text) || text.trim().split(/\s+/).length > 8 || smallTalkOf(text) !== null;
}

function smallTalkReply(kind: "greeting" | "thanks" | "person", now: Date, language: Locale): string {
  const t = chatReplies[language].fallback;
  if (kind === "greeting") return t.greeting;
  if (kind === "thanks") return t.thanks;
  const person = t.person(markdownLink(t.contactLabel, CONTACT_PATH, language));
  return isOpen(now) ? person : `${person}\n${availabilityNote(now, language)}`;
}

// The company's own address or number quoted back ("I wrote to info@…") is not the visitor's.
const ownContacts = [company.email, company.phone.display, company.phone.international].map((c) => c.toLowerCase());
const leavesDetails = (details: ContactDetails) =>
  (details.email !== undefined && !ownContacts.includes(details.email.toLowerCase())) ||
  (details.name !== undefined && details.phone !== undefined && !ownContacts.includes(details.phone));

const quoteWords =
  /\b(i'?d like|i would like|i need|i want|can i (get|have)|could i (get|have)|get|a|an|for|please|some|quote|quotation|estimate)\b|見積もり|見積り|見積|を|が|の|お願い(したい|します|いたします)?(です)?|ください|欲しい|ほしい|したい|いただけますか|です/gu;

// The fixed words of the "can't answer" replies, to see that the previous reply was one.
const failedMarks = (language: Locale) => {
  const t = chatReplies[language].fallback;
  return [t.unsure("\u0000").split("\u0000")[0]!, t.notStated("\u0000").split("\u0000")[1]!].filter(
    (m) => m.length > 8,
  );
};

/** The handoff of a question the engine could not answer: a person takes it, sooner when it follows a failure. */
function cannotAnswer(answer: Answer, question: string, history: ChatTurn[], language: Locale) {
  if (answer.answered) return {};
  const before = history.slice(0, -1).findLast((turn) => turn.role === "assistant")?.content ?? "";
  const failed = failedMarks(language).some((mark) => before.includes(mark));
  const parts = answer.unknownParts?.length ? answer.unknownParts : [question];
  return {
    unanswered: true,
    handoff: {
      reason: failed ? ("after_failed_answer" as const) : ("cannot_answer" as const),
      parts: parts.map((part) => part.trim()),
    },
  } satisfies Partial<ChatEngineOutput>;
}

/** A finished lead carries the conversation and a summary for the company's notification. */
function withTranscript(result: LeadReply, history: ChatTurn[]): Partial<ChatEngineOutput> {
  if (!result.lead) return {};
  const lead = { ...result.lead, transcript: transcriptOf(history) };
  return { lead: { ...lead, summary: summaryOf(lead, history) } };
}

/**
 * The assistant. Flows (quote, lead capture) are always answered by the
 * built-in engine so their outcome is predictable; free questions go to the model
 * when one is configured, grounded on the same retrieved pages, and fall back on any failure.
 */
export function createChatEngine(options: ChatEngineOptions = {}): ChatEngine {
  const knowledgeOf = () => options.knowledge ?? sharedKnowledge();

  async function modelOrBuiltIn(text: string, history: ChatTurn[], now: Date, language: Locale): Promise<Answer> {
    const hits = retrieve(knowledgeOf(), text, history, language);
    if (options.llm) {
      try {
        const model = await llmAnswer(options.llm, history, hits, now, language);
        return { message: model.message, answered: true, ...(model.lead?.state ? { state: model.lead.state } : {}) };
      } catch (error) {
        // Only the reason is logged: the question itself may hold personal data.
        logger.warn("chat_llm_fallback", { reason: error instanceof LlmError ? error.reason : "invalid" });
      }
    }
    return {
      message: builtInAnswer(hits, now, language, text),
      answered: (hits[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD,
    };
  }

  /** The concepts of the plans an estimate priced (seo, maintenance, …), from their price entries. */
  function pricedConcepts(text: string, language: Locale): Set<string> {
    return new Set(plansIn(text).flatMap(({ plan }) => knowledgeOf().find(`price:${plan}`, language)?.concepts ?? []));
  }

  /**
   * A part that names company facts: the rows answer when they explain it. A word they leave out that another page
   * explains makes that page the answer (the site is searched before saying it does not say); a word no page uses
   * means nothing answers (null): the honest "the site does not say", handed to a person. Undefined when the part
   * names no fact row.
   */
  function factAnswer(
    part: string,
    language: Locale,
  ): { facts: KnowledgeDoc[] } | { hits: RankedHit[] } | null | undefined {
    const knowledge = knowledgeOf();
    const facts = factsAsked(part, knowledge, language);
    if (!facts) return undefined;
    const left = leftByFacts(part, facts, knowledge);
    if (left === null) return null;
    if (left.length === 0) return { facts };
    const hits = retrieve(knowledge, part, [], language);
    const top = hits[0];
    const explained =
      top !== undefined &&
      top.confidence >= CONFIDENCE_THRESHOLD &&
      !facts.some((doc) => doc.id === top.doc.id) &&
      knowledge.index.explains(part, [top.doc], topicNounsOf(part)).unexplained.every((word) => !left.includes(word));
    return explained ? { hits } : { facts };
  }

  /**
   * One answer for each part, in order: the fact rows it asks, else the page that answers it surely (each page
   * once), else a plain "the site does not say" naming it. `answered` counts the parts answered; `unknown` lists
   * the others.
   */
  function partAnswers(parts: string[], now: Date, language: Locale) {
    const answers: string[] = [];
    let answered = 0;
    const unknown: string[] = [];
    const seen = new Set<string>();
    const linked = new Set<string>();
    for (const part of parts) {
      if (onlySetsCondition(part)) continue;
      // A part asking for what we do not do gets the plain no, whatever the other parts ask.
      const no = outOfScopeReply(part, language);
      if (no) {
        answered++;
        answers.push(no);
        continue;
      }
      const fact = factAnswer(part, language);
      const facts = fact && "facts" in fact ? fact.facts : null;
      const hits =
        fact === undefined ? retrieve(knowledgeOf(), part, [], language) : fact && "hits" in fact ? fact.hits : [];
      const found = facts ?? (hits[0] && hits[0].confidence >= CONFIDENCE_THRESHOLD ? [hits[0].doc] : null);
      if (!found) {
        if (asksSomething(part)) {
          answers.push(notStatedReply(part, language));
          unknown.push(part);
        }
        continue;
      }
      answered++;
      const fresh = found.filter((doc) => !seen.has(doc.id));
      fresh.forEach((doc) => seen.add(doc.id));
      if (fresh.length === 0) continue;
      answers.push(
        facts ? factReply(fresh, now, language, linked) : builtInAnswer(hits.slice(0, 1), now, language, part),
      );
    }
    return { answers, answered, unknown };
  }

  /**
   * A short follow-up naming a new subject, when the previous question did not ask a price (a price asked again is
   * the estimate's, which carries the sizes): the new subject with what the previous question asked of its own
   * (whether we offer it), read alone. Null when the follow-up names no subject of its own.
   */
  function shiftedQuestion(text: string, history: ChatTurn[], language: Locale): string | null {
    const previous = previousQuestion(history);
    if (!previous || asksPrice(previous) || !shiftsSubject(text)) return null;
    const subject = newSubject(text);
    const named = plansIn(subject).length > 0 || [...conceptsIn(subject)].some((c) => !framing.has(c));
    if (!named) return null;
    return asksOffer.test(normalizeText(previous)) ? chatReplies[language].answers.offerAgain(subject) : subject;
  }

  /**
   * A free question: an honest "no" for what the company does not do, a computed
   * estimate when it gives sizes, one answer per part when it asks several things,
   * else the best page (or the model). A bare follow-up is read with the previous question.
   */
  async function answer(text: string, history: ChatTurn[], now: Date, language: Locale): Promise<Answer> {
    // Resolved once the dictionary has loaded (at start-up): then this costs a microtask.
    await knowledgeOf().ready;
    const declined = outOfScopeReply(text, language);
    if (declined) {
      // Only the parts that ask for what we do not do are declined; the message's other questions are answered.
      const asked = askingParts(questionParts(text));
      const rest = asked.filter((part) => !outOfScopeReply(part, language));
      if (options.llm || rest.length === 0 || rest.length === asked.length)
        return { message: declined, answered: true };
      const extra = partAnswers(rest.slice(0, ANSWERED_PARTS), now, language);
      return {
        message: [declined, ...extra.answers].join("\n\n"),
        answered: extra.unknown.length === 0,
        unknownParts: extra.unknown,
      };
    }

    // "what about mobile apps?" after "do you build websites?": the previous question asked again of the new subject.
    const shifted = shiftedQuestion(text, history, language);
    if (shifted !== null) return answer(shifted, [], now, language);
    // 「それは月々の費用ですか」: once or monthly, about the plans just priced ("monthly X instead" names a new subject).
    const billed =
      asksBilling(text) && plansIn(text).length === 0 && !shiftsSubject(text) ? billingReply(history, language) : null;
    if (billed) return { message: billed, answered: true };
    const reading = readForEstimate(text, previousQuestion(history));
    const { context } = reading;
    // "roughly eight screens, for both phones" after the plans were listed: a scope described is priced.
    const discussingPrices = plansOfLastReply(history, language).length > 0;
    const estimating = (t: string) =>
      reading.estimating(t) || (discussingPrices && plansIn(t).some((p) => p.field !== undefined));
    const all = questionParts(text);
    const parts = (eachPriceParts(text) ?? askingParts(all)).slice(0, ANSWERED_PARTS);
    // 「予算は50万円までなんですが足りますか」: a budget given after the scope is reasoned with the scope asked before.
    const previous = previousQuestion(history);
    const fit = budgetFit(context, language) ?? (previous ? budgetFit(`${previous}\n${text}`, language) : null);
    if (fit) return { message: fit, answered: true };
    // 「ほしゅは つき いくら？ぺーじは 10」: kana are read as the site's words, first when nothing is in kanji
    // (「けんしゅうを 3じかん」), else when the text as typed gives no estimate (rewriting mixed text can mangle it).
    const kana = /[\u3041-\u3096]{2}/u.test(context) ? knowledgeOf().vocabulary?.rewrite(context) : undefined;
    const kanaRead = kana && kana !== context.normalize("NFKC") && estimating(kana) ? kana : null;
    const sized =
      kanaRead && (!/[\u4e00-\u9fff]/u.test(context) || kanaNamesService(kanaRead, context))
        ? kanaRead
        : estimating(context)
          ? context
          : kanaRead;
    if (sized) {
      // "…and how long would it take?" reads as part of the price question; the estimate's closing line answers it.
      const estimate = freeEstimate(sized, language, parts.length > 1 || asksTimeline(text));
      if (estimate) {
        // 「移行費用の目安と、ホスティングの月額も」: the parts without a size are answered beside the estimate.
        // A part that only asks the price (「お値段は？」) or how long it takes is what the estimate answers.
        const covered = pricedConcepts(sized, language);
        // A price clause joined to a question (「英語ページも作れますか。費用も教えて」, "how much, and will it work on
        // phones?") is the estimate's; every other clause that asks is answered beside it, or handed on. A follow-up
        // asking one thing ("a PWA instead?") is what the estimate answers; a clause naming nothing that points back
        // ("what would that come to?") asks about the estimate.
        const clauses = clausesOf(text);
        const others =
          options.llm || clauses.length < 2
            ? []
            : clauses.filter(asksSomething).filter((clause) => {
                if (plansIn(clause).length > 0 || asksTimeline(clause) || shiftsSubject(clause)) return false;
                return conceptsIn(normalizeText(clause)).size > 0
                  ? !onlyAsksPrice(clause, covered)
                  : !pointsBack.test(normalizeText(clause));
              });
        const extra = others.length > 0 ? partAnswers(others, now, language) : null;
        return {
          message: [estimate, ...(extra?.answers ?? [])].join("\n\n"),
          answered: !extra?.unknown.length,
          unknownParts: extra?.unknown,
        };
      }
    }
    const flatFees =
      !options.llm && pricesFlatFees(context) ? freeEstimate(context, language, asksTimeline(text), true) : null;
    if (flatFees) return { message: flatFees, answered: true };
    if (parts.length === 1 && !options.llm) {
      const fact = factAnswer(parts[0]!, language);
      if (fact && "facts" in fact) return { message: factReply(fact.facts, now, language), answered: true };
      if (fact) return { message: builtInAnswer(fact.hits, now, language, parts[0]), answered: true };
      if (fact === null) return { message: unsureReply(now, language), answered: false, unknownParts: [parts[0]!] };
    }
    if (parts.length > 1 && !options.llm) {
      // A part left unanswered is recorded for the report, though the others were answered.
      const { answers, answered, unknown } = partAnswers(parts, now, language);
      if (answered > 0) return { message: answers.join("\n\n"), answered: unknown.length === 0, unknownParts: unknown };
    }
    // 「社名を教えてください。請求書の宛名に使います。」: the one part that asks answers, if it is understood alone.
    if (parts.length === 1 && all.length > 1 && !options.llm) {
      const hits = retrieve(knowledgeOf(), parts[0]!, history, language);
      if ((hits[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD)
        return { message: builtInAnswer(hits, now, language, parts[0]), answered: true };
    }
    const found = await modelOrBuiltIn(context, history, now, language);
    // "…check it for vulnerabilities. How much?": when no page answers surely, the flat-fee service named is priced.
    const flat = found.answered || !asksPrice(context) ? null : freeEstimate(context, language, false, true);
    return flat ? { message: flat, answered: true } : found;
  }

  /**
   * A follow-up naming a new subject ("what about X instead?") is never answered with the reply just given: that
   * reply was read from the conversation, so the follow-up is read alone; when that is the same answer too (X is
   * what was priced already), the visitor is told it is the same.
   */
  async function notRepeated(text: string, history: ChatTurn[], now: Date, language: Locale): Promise<Answer> {
    const answered = await answer(text, history, now, language);
    const before = history.slice(0, -1).findLast((turn) => turn.role === "assistant")?.content;
    if (!answered.answered || answered.message !== before || !shiftsSubject(text)) return answered;
    const alone = await answer(text, [], now, language);
    if (alone.answered && alone.message !== before) return alone;
    return { message: chatReplies[language].answers.sameAsAbove, answered: true };
  }

  return async ({
    language,
    history: conversation,
    state: stored,
    now,
  }: ChatEngineInput): Promise<ChatEngineOutput> => {
    // Resolved once the dictionary has loaded (at start-up): then this costs a microtask. Names are read with it.
    await knowledgeOf().ready;
    const last = conversation.at(-1);
    if (!last || last.role !== "user" || !last.content.trim())
      return reply(chatWidget[language].menuPrompt, readFlowState(stored));
    // Questions are read within the analysis budget; details, stored text and transcripts keep every character.
    const full = last.content.trim();
    const text = analysedText(full);
    const history = analysedHistory(conversation);
    const state = readFlowState(stored);

    const option = quickOptionOf(last);
    if (option) return startOption(option, language);

    if (state?.flow === "lead") {
      const rest = withdrawnWith(text);
      if (isCancel(text) || rest !== null) {
        const { message } = cancelLead(language);
        if (!rest) return reply(message, null);
        // The question asked with it is answered at once.
        const answered = await answer(rest, history, now, language);
        return reply(
          `${message}\n${answered.message}`,
          answered.state ?? null,
          cannotAnswer(answered, rest, history, language),
        );
      }
      // A yes at the read-back with a question after it confirms the lead and answers the question.
      const afterYes = state.step === "confirm" ? affirmedWith(full) : null;
      if (afterYes && !leavesDetails(contactDetailsIn(afterYes, language))) {
        const asks = asksSomething(afterYes) || /[?？]/u.test(afterYes);
        const confirmed = { ...state, message: asks ? state.message : [state.message, afterYes].join("\n") };
        const result = continueLead(chatReplies[language].lead.yes, confirmed, language, now);
        if (!asks) return leadReply(result, withTranscript(result, conversation));
        const answered = await answer(analysedText(afterYes), history, now, language);
        // A question the site cannot answer goes to the team with the request, and the visitor is told so.
        const extra = answered.answered
          ? answered.message
          : chatReplies[language].lead.questionPassedOn(plainEcho(afterYes, 200));
        if (!answered.answered && result.lead) result.lead.message = `${result.lead.message}\n${afterYes}`;
        return leadReply({ ...result, message: `${result.message}\n\n${extra}` }, withTranscript(result, conversation));
      }
      if (interruptsLead(text, state.step, language)) {
        const t = chatReplies[language].lead;
        const talk = smallTalkOf(text);
        // Asking for a person is what this flow is doing already: just carry on.
        const aside =
          talk === "person"
            ? null
            : talk
              ? smallTalkReply(talk, now, language)
              : (await answer(readMessage(text).question || text, history, now, language)).message;
        const again =
          state.step === "confirm" ? t.confirmStill : state.step === "name" ? t.askNameAgain : t.askEmailAgain;
        return reply([aside, again, t.cancelHint].filter(Boolean).join("\n"), state);
      }
      const result = continueLead(full, state, language, now);
      return leadReply(result, withTranscript(result, conversation));
    }

    // "Can I talk to a real person?": the person is offered and a person takes over (the chat API acts on the handoff).
    if (state?.flow !== "quote" && asksForPerson(text) && !leavesDetails(contactDetailsIn(full, language)))
      return reply(smallTalkReply("person", now, language), null, {
        handoff: { reason: "asked_for_person", parts: [] },
      });

    // "Please have somebody email me, I'm …": a request to be contacted starts the right flow wherever it is asked,
    // and so does leaving an address after asking about something ("Sofia, sofia@…"): it means "get back to me".
    // A request that gives sizes and asks the price is answered with the estimate instead.
    const details = contactDetailsIn(full, language);
    const request = estimateAsked(text, state)
      ? null
      : (contactRequestOf(text) ??
        ((state === null || state.flow === "quote") &&
        !/[?？]/u.test(text) &&
        previousQuestion(history) &&
        leavesDetails(details)
          ? "sales"
          : null));
    if (request === "sales" || request === "support") {
      // A name or number given a turn or two before ("It's Dana Wu.") is kept; this message's own win.
      const earlier = conversation
        .slice(-6, -1)
        .filter((turn) => turn.role === "user" && turn.content.length <= 200)
        .map((turn) => contactDetailsIn(turn.content, language));
      const given = Object.assign({}, ...earlier, details) as ContactDetails;
      return leadReply(startLead(request, language, given, enquiryOf(conversation) ?? enquiryIn(full, details)));
    }

    if (state?.flow === "quote") {
      if (isCancel(text)) return reply(chatReplies[language].fallback.cancelled, null);
      const result = continueQuote(text, state, knowledgeOf(), language);
      return reply(result.message, result.state);
    }

    // 「NASを購入したいので見積もりを」: a quote for something we do not do gets the honest "no", not the quote flow.
    // The message's other questions are answered beside the "no" (answer() declines part by part).
    if (request === "quote" && outOfScopeReply(text, language)) {
      const answered = await answer(text, history, now, language);
      return reply(answered.message, null, cannotAnswer(answered, text, history, language));
    }

    if (request === "quote") {
      // "could you price a booking app for us" names what it is for: answer that directly.
      // Only when something is left once the request words are gone ("an estimate for a shop site", not "I want an estimate").
      const subject = normalizeText(text)
        .replace(quoteWords, " ")
        .replace(/[\s\p{P}]+/gu, "");
      const direct =
        subject.length >= 3 ? continueQuote(text, { flow: "quote", attempts: 0 }, knowledgeOf(), language) : null;
      if (direct && direct.state === null) return reply(direct.message, null);
      const { message, state: next } = startQuote(language);
      return reply(message, next);
    }

    if (instructsTheAssistant(text)) {
      const calculator = markdownLink(pageLabel(PRICING_PATH, language), PRICING_PATH, language);
      return reply(chatReplies[language].fallback.declineInstruction(calculator), null);
    }
    const talk = smallTalkOf(text);
    if (talk) return reply(smallTalkReply(talk, now, language), null);
    // "hi there!", 「こんにちは、よろしくお願いします」: pleasantries answered, a question with them too.
    const read = readMessage(numberedChoice(text, history) ?? text);
    if (!read.question) return reply(smallTalkReply(read.talk ?? "greeting", now, language), null);
    // A greeting with a question gets the answer: a reply opening with "Hello! Feel free to ask…" says nothing.
    const answered = await notRepeated(read.question, history, now, language);
    return reply(answered.message, answered.state ?? null, cannotAnswer(answered, read.question, history, language));
  };
}
