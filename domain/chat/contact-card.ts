/**
 * The contact card: a small form the chat panel shows under the assistant's message while
 * the lead flow is open, prefilled with what the assistant has read so far. The type is the
 * contract between the engine (server/chat), POST /api/chat and the widget.
 */
export interface ContactCard {
  kind: "sales" | "support";
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  /** Free text such as 「平日の午後」; one line. */
  preferredTime?: string;
  /** The request, as the contact form's message. */
  message?: string;
}

/** The card's fields in the order they are shown and checked. */
export const contactCardFields = ["name", "email", "phone", "company", "preferredTime", "message"] as const;
export type ContactCardField = (typeof contactCardFields)[number];

/** Free text, so a sentence fits ("weekday afternoons after 3 pm, or Saturday mornings"). */
export const PREFERRED_TIME_MAX_LENGTH = 100;

/**
 * A contact card from outside the code (an API answer, sessionStorage): its known string
 * fields, or null when it is not one. No zod here: the panel's first chunk imports it.
 */
export function readContactCard(value: unknown): ContactCard | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (record.kind !== "sales" && record.kind !== "support") return null;
  const card: ContactCard = { kind: record.kind };
  for (const field of contactCardFields) {
    const text = record[field];
    if (typeof text === "string" && text) card[field] = text;
  }
  return card;
}

/** The type of the visitor's turn a sent card is stored as in the conversation. */
export const CONTACT_CARD_TURN = "contact_card";
