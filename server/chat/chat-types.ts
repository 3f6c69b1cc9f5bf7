import type { ContactCard } from "../../domain/chat/contact-card";
import type { Locale } from "../../domain/i18n/locales";

export type { ContactCard } from "../../domain/chat/contact-card";

/** One stored message of a conversation (spec section 3 "Chat message"). */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
  /** "menu_selection" when the visitor picked a quick option. */
  type?: string | null;
}

/**
 * What the engine remembers between turns of one conversation (stored as JSON in
 * chat_conversations.state): e.g. which flow is active and what a lead form has collected.
 */
export type ConversationState = Record<string, unknown>;

/** A sales or support request collected in the conversation, stored as a contact message. */
export interface ChatLead {
  kind: "sales" | "support";
  name: string;
  email: string;
  message: string;
  phone?: string;
  company?: string;
  /** The conversation up to the lead, "Visitor: …" / "Assistant: …" lines, for the company's notification. */
  transcript?: string;
  /** One paragraph on what the visitor wants, for the company's notification. */
  summary?: string;
}

export interface ChatEngineInput {
  language: Locale;
  /** The stored history of this conversation, oldest first, ending with the visitor's new message. */
  history: ChatTurn[];
  state: ConversationState | null;
  /** Injected so business-hours answers are testable with a fixed clock. */
  now: Date;
}

export interface ChatEngineOutput {
  /** Plain text; Markdown links [label](/path) allowed; never HTML. */
  message: string;
  state: ConversationState | null;
  /** Set on the turn a lead is complete: the API stores it and queues the contact emails. */
  lead?: ChatLead;
  /** Set when the assistant could not answer the visitor's question from the site: the API records it. */
  unanswered?: boolean;
  /**
   * Set when a person at the company must take over (the handoff): the API marks the
   * conversation's lead 要対応 (server/leads/customer-message.ts), notifies the company, and
   * sends the visitor's next messages to the person instead of this engine.
   */
  handoff?: Handoff;
  /**
   * Set while the lead flow is open: the details read so far, which the panel shows as an
   * editable form under this message (POST /api/chat/lead sends it).
   */
  contactCard?: ContactCard;
}

/**
 * Why a conversation goes to a person. The engine says so; the chat API acts on it.
 * - "cannot_answer": a part of the message the engine could not answer with confidence
 *   (its reply names that part honestly, never guesses);
 * - "asked_for_person": the visitor asked for a human (words, or the panel's button);
 * - "after_failed_answer": the visitor's message follows a reply that could not answer.
 */
export type HandoffReason = "cannot_answer" | "asked_for_person" | "after_failed_answer";

export interface Handoff {
  reason: HandoffReason;
  /** The parts of the visitor's message a person must answer, in the visitor's words (empty when asked for a person). */
  parts: string[];
}

/** The contract between POST /api/chat and the assistant (server/chat/engine.ts). */
export type ChatEngine = (input: ChatEngineInput) => Promise<ChatEngineOutput>;
