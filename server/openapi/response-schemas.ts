import { z } from "zod";
import { FORM_NAMES } from "../../domain/forms/form-token";
import type { ApiErrorKey } from "../../content/api-errors";
import { locales } from "../../domain/i18n/locales";
import { planIds, specificationsSchema, type PriceLine, type PriceUnit } from "../../domain/pricing/pricing";
import type { ContactCard } from "../../domain/chat/contact-card";

/**
 * What the API answers, as zod schemas. server/openapi/openapi-document.ts
 * turns them into the OpenAPI components, and tests/integration/openapi.test.ts
 * checks real responses against that document, so a field added to a handler
 * without being described here fails the test (every object is closed).
 */

type Meta = { id?: string; description?: string };
/** Only these schemas' names and descriptions reach the document (kept apart from zod's global registry). */
export const responseRegistry = z.registry<Meta>();

function named<T extends z.core.$ZodType>(schema: T, id: string, description: string): T {
  responseRegistry.add(schema, { id, description });
  return schema;
}
function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  responseRegistry.add(schema, { description });
  return schema;
}

/** Proves at compile time that a schema's output is exactly a domain type, so the two cannot drift apart. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const uuid = () => z.uuid();
const timestamp = described(z.iso.datetime(), "ISO 8601 in UTC with milliseconds.");
/** A fresh schema each time, so a description given to one use does not label the others. */
const yen = () => z.number().int().min(0);

const priceUnits = [
  "page",
  "revision",
  "screen",
  "feature",
  "hour",
  "gb",
  "block",
  "month",
] as const satisfies readonly PriceUnit[];

export const priceLineSchema = named(
  z.object({
    kind: z.enum(["base", "perUnit", "revisionSurcharge", "minimumAdjustment", "setup"]),
    unit: z.enum(priceUnits).optional(),
    quantity: z.number().int().min(0).optional(),
    unitPrice: yen().optional(),
    amount: yen(),
  }),
  "PriceLine",
  "One pre-tax line of an estimate, in whole yen.",
);
const priceLineMatches: Same<z.output<typeof priceLineSchema>, PriceLine> = true;
void priceLineMatches;

export const breakdownSchema = named(
  z.object({
    lines: z.array(priceLineSchema),
    subtotal: described(yen(), "Pre-tax total; the lines sum to it."),
    tax: described(yen(), "Consumption tax (10 %), rounded down to the whole yen."),
    totalWithTax: yen(),
  }),
  "Breakdown",
  "The estimate as the server computes it from plan and specifications; never taken from the client.",
);

named(
  specificationsSchema,
  "Specifications",
  "The plan's inputs; a stored quote holds only the inputs its plan uses, defaults filled in.",
);

const planId = named(z.enum(planIds), "PlanId", "One of the 22 plans of the price calculator.");
const quoteStatus = z.enum(["incomplete", "complete"]);

export const healthSchema = named(
  z.object({
    status: z.literal("ok"),
    outbox: z
      .object({
        pending: z.number().int().min(0),
        dead: z.number().int().min(0),
        checkedAt: z.string().describe("When the worker last read the counts; old when the database does not answer."),
      })
      .nullable()
      .optional()
      .describe("With ?details only: emails waiting and emails given up on. null until first read."),
  }),
  "Health",
  "The process is up and serving.",
);

export const readySchema = named(
  z.object({ status: z.literal("ready") }),
  "Ready",
  "The process is up and its database answers.",
);
export const notReadySchema = named(
  z.object({ status: z.literal("unavailable") }),
  "NotReady",
  "The database does not answer within a second; route traffic elsewhere for now.",
);

export const formTokenSchema = named(
  z.object({ token: z.string().min(1), form: z.enum(FORM_NAMES), minFillMs: z.number().int().min(0) }),
  "FormToken",
  "A signed token for the `formToken` field of one form's writes, valid up to 24 hours after issue. A contact token sends one message and a quote token starts one quote, each from `minFillMs` after issue (3 seconds unless configured); a chat token serves 100 messages of a conversation at once.",
);

export const contactAcceptedSchema = named(
  z.object({
    ok: z.literal(true),
    id: uuid(),
    reference: described(
      z.string().regex(/^C-\d{4}-\d{4,}$/),
      "The short reference the visitor quotes (kind letter, YYMM, number), also in the emails.",
    ),
  }),
  "ContactAccepted",
  "The message is stored and its emails are queued. A repeat with the same Idempotency-Key returns the first answer.",
);

const text = () => z.string().min(1);

export const chatContactCardSchema = named(
  z.object({
    kind: z.enum(["sales", "support"]),
    name: text().optional(),
    email: text().optional(),
    phone: text().optional(),
    company: text().optional(),
    preferredTime: described(text().optional(), "When the visitor would like to be contacted (free text)."),
    message: described(text().optional(), "The request."),
  }),
  "ContactCard",
  "The details the assistant has read so far, for the panel's contact form; each absent until read. Sent back, edited, to POST /api/chat/lead.",
);
const contactCardMatches: Same<z.output<typeof chatContactCardSchema>, ContactCard> = true;
void contactCardMatches;

export const chatReplySchema = named(
  z.object({
    message: described(
      z.string().min(1),
      "The assistant's answer (plain text with Markdown-style links to site pages).",
    ),
    conversationId: described(uuid(), "Send it back with the next message to continue this conversation."),
    conversationToken: described(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .optional(),
      "Given once, with the answer that started the conversation: it opens the conversation's live replies (GET /api/chat/{id}/events) and history. Keep it; it is not sent again.",
    ),
    handedOff: described(
      z.literal(true).optional(),
      "Present while a person has the conversation: the message went to staff (要返信), not to the assistant, and the answer only says so.",
    ),
    offerEmail: described(
      z.literal(true).optional(),
      "Present when the conversation went to a person outside business hours and has no address yet: the panel offers an optional email field (POST /api/chat/{id}/email), so the answer also reaches the visitor by email.",
    ),
    contactCard: described(
      chatContactCardSchema.optional(),
      "Present while the assistant is taking a request to be contacted: the panel shows it as a form under this answer.",
    ),
  }),
  "ChatReply",
  "The assistant's reply to the visitor's last message.",
);

export const chatLeadAcceptedSchema = named(
  z.object({
    message: described(text(), "The assistant's confirmation, with the reference, for the conversation."),
    conversationId: uuid(),
    reference: described(z.string().regex(/^L-\d{4}-\d{4,}$/), "The chat lead's short reference, also in the emails."),
  }),
  "ChatLeadAccepted",
  "The contact card is stored as a chat lead; the company's notification and the visitor's confirmation are queued, and the conversation's lead flow has ended.",
);

export const quoteCreatedSchema = named(
  z.object({
    id: uuid(),
    token: described(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/),
      "256 random bits, base64url. Shown once and never stored (only its SHA-256 is): send it as `Authorization: Bearer <token>` to read, save or complete the quote.",
    ),
    status: z.literal("incomplete"),
  }),
  "QuoteCreated",
  "A new, incomplete quote and the one-time token that controls it.",
);

export const quoteSavedSchema = named(
  z.object({
    id: uuid(),
    status: z.literal("incomplete"),
    serviceType: planId,
    specifications: specificationsSchema,
    estimatedPrice: described(yen(), "Pre-tax, recomputed by the server."),
    breakdown: breakdownSchema.nullable(),
  }),
  "QuoteSaved",
  "The autosaved quote with the server's own price.",
);

export const quoteCompletedSchema = named(
  z.object({
    id: uuid(),
    reference: described(
      z.string().regex(/^Q-\d{4}-\d{4,}$/),
      "The quote's short reference, given on completion and used in its emails.",
    ),
    status: z.literal("complete"),
    estimatedPrice: z.number().int().min(1),
    quotationUrl: described(
      z.string().regex(/^\/quotation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/),
      "The online quotation's path (view, PDF at /pdf, accept), as linked in the estimate email.",
    ),
  }),
  "QuoteCompleted",
  "The quote is final; the estimate email to the visitor and the company's notification are queued.",
);

export const quoteSchema = named(
  z.object({
    id: uuid(),
    status: quoteStatus,
    language: z.enum(locales),
    name: z.string(),
    email: z.string(),
    serviceType: planId.nullable(),
    specifications: z.nullable(specificationsSchema),
    estimatedPrice: yen(),
    breakdown: breakdownSchema.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    completedAt: timestamp.nullable(),
  }),
  "Quote",
  "The bearer's own quote (never the token or its hash).",
);

export const quotationAcceptedSchema = named(
  z.object({
    status: z.literal("accepted"),
    acceptedAt: timestamp,
    ordererName: z.string().nullable(),
    purchaseOrder: z.string().nullable(),
  }),
  "QuotationAccepted",
  "The order request is recorded (a repeat answers the first acceptance); the company, the lead's assignee and the visitor are emailed.",
);

export const quotationExpiredSchema = named(
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.literal("expired"), field: z.literal("validUntil"), message: z.string().min(1) }),
    restartUrl: described(
      z.string().url(),
      "The pricing calculator with the same plan and specifications in its fragment, to start a fresh quote.",
    ),
  }),
  "QuotationExpired",
  "The quotation's validity has ended; it can no longer be accepted.",
);

type ErrorCode = ApiErrorKey | "validation" | "conflict" | "idempotencyReplay";

/** Which codes each status carries (server/http/*, server/api/*): the `code` is stable, the `message` is translated. */
export const errorCodesByStatus = {
  400: ["malformed", "validation"],
  403: ["crossSite", "formTokenInvalid", "formTokenTooFast", "formTokenUsed"],
  404: ["notFound"],
  405: ["methodNotAllowed"],
  409: ["conflict", "idempotencyReplay"],
  413: ["tooLarge"],
  415: ["unsupportedType"],
  422: ["validation", "idempotencyMismatch"],
  429: ["rateLimited"],
  500: ["internal"],
  503: ["unavailable"],
} as const satisfies Record<number, readonly [ErrorCode, ...ErrorCode[]]>;

export type ErrorStatus = keyof typeof errorCodesByStatus;

/** The one error shape of the API (server/http/api-error.ts), narrowed to the codes of one status. */
export function errorSchema(status: ErrorStatus) {
  return z.object({
    ok: z.literal(false),
    error: z.object({
      code: z.enum(errorCodesByStatus[status]),
      field: described(
        z.string().min(1),
        'The input at fault (a body field, a header such as "Idempotency-Key", "body"), or "request".',
      ),
      message: described(
        z.string().min(1),
        "Ready to show the visitor, in their language (body `language`, then ?language=, Referer, Accept-Language).",
      ),
    }),
  });
}
