// zod/mini: this module is loaded by the calculator page as well as the server.
import * as z from "zod/mini";
import type { ContactValidationMessages } from "../../content/contact-validation";
import { emailSchema, firstError, nameSchema, type Validation } from "../forms/contact-schema";

/**
 * Calculator start (spec section 5): name and email with exactly the contact
 * form's rules and messages. The messages are passed in, so the browser gets
 * them from the page's loader instead of bundling both languages.
 */
export const quoteStartFields = ["name", "email"] as const;
export type QuoteStartField = (typeof quoteStartFields)[number];
export type QuoteStartInput = { name: string; email: string };

export function validateQuoteStart(
  input: unknown,
  m: ContactValidationMessages,
): Validation<QuoteStartInput, QuoteStartField> {
  const source = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = z.object({ name: nameSchema(m), email: emailSchema(m) }).safeParse(source);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: firstError(result.error, quoteStartFields) ?? { field: "name", message: m.bodyInvalid } };
}
