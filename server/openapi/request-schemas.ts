import { z } from "zod";
import { contactValidation } from "../../content/contact-validation";
import { locales } from "../../domain/i18n/locales";
import { CHAT_MESSAGE_MAX_LENGTH, MENU_SELECTION } from "../../domain/chat/chat-limits";
import { CONTACT_LIMITS, contactSchema, emailSchema, nameSchema } from "../../domain/forms/contact-schema";
import { contactCardSchema } from "../../domain/chat/contact-card-schema";
import { PREFERRED_TIME_MAX_LENGTH } from "../../domain/chat/contact-card";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "../../domain/forms/form-token";
import { planIds, specificationsSchema } from "../../domain/pricing/pricing";
import type { QuoteStartField } from "../../domain/pricing/quote-start-schema";
import { analyticsEventInput } from "../analytics/event-input";
import { quotation } from "../../content/quotation";
import { orderRequestSchema } from "../../domain/forms/order-request-schema";

/**
 * Request bodies for the OpenAPI document, built from the very zod/mini schemas
 * the page and the server validate with, so the description follows every rule
 * change. Their messages do not reach JSON Schema, so one language serves.
 */

type Meta = { id?: string; description?: string };
export const requestRegistry = z.registry<Meta>();

function named<T extends z.core.$ZodType>(schema: T, id: string, description: string): T {
  requestRegistry.add(schema, { id, description });
  return schema;
}
function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  requestRegistry.add(schema, { description });
  return schema;
}

const m = contactValidation.en;

/** The required anti-spam token of every write (server/api/anti-spam.ts). */
const formTokenField = (form: string) =>
  described(
    z.string(),
    `A "${form}" token from GET /api/form-token?form=${form} (or the page). A missing, forged, other form's, expired, too fresh or used-up token is a 403 naming "formToken".`,
  );
const language = () =>
  described(
    z.enum(locales).optional(),
    "The visitor's language for messages and emails; anything else means Japanese.",
  );

export const contactRequestSchema = named(
  z.object({
    ...contactSchema(m).shape,
    language: language(),
    [HONEYPOT_FIELD]: described(
      z.string().optional(),
      "Anti-spam honeypot: must be empty. A filled one is answered as a success and dropped.",
    ),
    [TOKEN_FIELD]: formTokenField("contact"),
  }),
  "ContactRequest",
  "Spec section 5. Text is trimmed first; only the first failing rule is reported (name, email, phone, company, message).",
);

// A Record keyed by the start form's fields: a field added there fails to compile here until it is described.
const quoteStartShape: Record<QuoteStartField, z.core.$ZodType> = { name: nameSchema(m), email: emailSchema(m) };

export const quoteStartRequestSchema = named(
  z.object({
    ...quoteStartShape,
    company: described(
      z.string().optional(),
      "Optional: the company the quotation is addressed to (「{company} 御中」); the contact form's company rules.",
    ),
    sessionId: described(
      z.string().optional(),
      "The page visit's random UUID; a missing or malformed one is replaced by a new one.",
    ),
    language: language(),
    [TOKEN_FIELD]: formTokenField("quote"),
  }),
  "QuoteStartRequest",
  "Calculator start: name and email with the contact form's rules and messages.",
);

export const quoteChangeRequestSchema = named(
  z.object({
    serviceType: z.enum(planIds),
    specifications: z.optional(specificationsSchema),
    language: described(z.enum(locales).optional(), "The page's current language; replaces the stored one."),
  }),
  "QuoteChangeRequest",
  "Autosave. Only the plan's own inputs are kept, defaults filled in; anything else (a price above all) is ignored.",
);

export const quoteCompleteRequestSchema = named(
  z.object({
    language: described(z.enum(locales).optional(), "The language the estimate email is written in; else the quote's."),
  }),
  "QuoteCompleteRequest",
  "Optional: a completion may be sent without a body.",
);

export const orderRequestSchemaDoc = named(
  z.object({
    ...orderRequestSchema(quotation.en.order).shape,
  }),
  "OrderRequest",
  "Acceptance as an order request: the orderer's name (the contact form's name rules), an optional purchase-order number (up to 40 letters, digits and - _ / # .) and confirm: true (\"on\" from the page's checkbox). The messages are in the quote's language.",
);

// Hand-written like server/chat/chat-request.ts, which checks it step by step;
// tests/integration/openapi.test.ts holds the two to the same verdicts.
const chatId = () => z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

export const chatRequestSchema = named(
  z.object({
    messages: described(
      z
        .array(
          z.object({
            role: z.enum(["user", "assistant"]),
            content: z.string(),
            type: described(
              z.string().nullable().optional(),
              `"${MENU_SELECTION}" marks a quick option; anything else is free text.`,
            ),
          }),
        )
        .min(1)
        .max(200),
      `The recent conversation; only the last item is used and must be the visitor's (role "user"), non-blank and at most ${CHAT_MESSAGE_MAX_LENGTH} characters after trimming. The server keeps the history itself.`,
    ),
    sessionId: described(chatId(), "The browser session's id."),
    conversationId: described(
      z.union([chatId(), z.literal(""), z.null()]).optional(),
      "Absent for the first message. An unknown one, or one of another session, starts a new conversation.",
    ),
    language: language(),
    [TOKEN_FIELD]: formTokenField("chat"),
  }),
  "ChatRequest",
  "One visitor message for the site assistant.",
);

const card = contactCardSchema("en").shape;

export const chatLeadRequestSchema = named(
  z.object({
    ...card,
    preferredTime: described(
      card.preferredTime,
      `Optional: when the visitor would like to be contacted, free text on one line (at most ${PREFERRED_TIME_MAX_LENGTH} characters), such as 「平日の午後」. Stored as a labelled line of the message.`,
    ),
    conversationId: described(
      chatId(),
      "The conversation the card belongs to. One that does not exist, or belongs to another session, is a 404.",
    ),
    sessionId: described(chatId(), "The browser session's id, as sent with the chat's messages."),
    kind: described(
      z.enum(["sales", "support"]).nullable().optional(),
      "The card's kind; only used when the conversation's lead flow has already ended.",
    ),
    language: language(),
    [TOKEN_FIELD]: formTokenField("chat"),
  }),
  "ChatLeadRequest",
  "The chat's contact card: the contact form's fields and rules (only the first failing rule is reported, in the order name, email, phone, company, preferredTime, message) and the conversation it belongs to.",
);

export const analyticsEventRequestSchema = named(
  analyticsEventInput,
  "AnalyticsEvent",
  "A page view or one Web Vitals value, with short keys: p is location.pathname, l the page's language, r the external referrer's host name, e marks the visit's first page, u holds its UTM source, medium and campaign; m is the metric and v its value, milliseconds (LCP, INP) or the CLS score.",
);

/**
 * Limits the zod schemas check with refinements (which JSON Schema cannot carry),
 * added from the same constants. maxLength counts code points, as the rules do.
 */
/** The phone rule as typed (domain/forms/phone-number.ts): at least one digit among spaces, + ( ) and dashes, ASCII or full-width. */
const PHONE_PUNCTUATION = "\\s+＋()（）\\-－‐-―−ーｰ";
const PHONE_INPUT_PATTERN = `^(\\s*|[${PHONE_PUNCTUATION}]*[0-9０-９][0-9０-９${PHONE_PUNCTUATION}]*)$`;

export function contactLimits(): Record<
  string,
  { maxLength: number; minLength?: number; format?: string; pattern?: string }
> {
  return {
    name: { maxLength: CONTACT_LIMITS.name, minLength: 1 },
    email: { maxLength: CONTACT_LIMITS.email, format: "email" },
    phone: { maxLength: CONTACT_LIMITS.phone, pattern: PHONE_INPUT_PATTERN },
    company: { maxLength: CONTACT_LIMITS.company },
    message: { maxLength: CONTACT_LIMITS.message, minLength: 1 },
    preferredTime: { maxLength: PREFERRED_TIME_MAX_LENGTH },
  };
}
