// zod/mini, like the contact schema it extends: this module loads in the browser with the card.
import * as z from "zod/mini";
import { chatContactCard } from "../../content/chat-contact-card";
import { contactValidation } from "../../content/contact-validation";
import { contactSchema, optionalText, type FieldError } from "../forms/contact-schema";
import type { Locale } from "../i18n/locales";
import { contactCardFields, PREFERRED_TIME_MAX_LENGTH, type ContactCardField } from "./contact-card";

/**
 * The contact card's rules: the contact form's schema (domain/forms/contact-schema.ts, its
 * messages too) and the preferred time, one line of free text. The browser checks with it
 * before sending, POST /api/chat/lead again as the authority.
 */
export function contactCardSchema(language: Locale) {
  const t = chatContactCard[language];
  return z.extend(contactSchema(contactValidation[language]), {
    preferredTime: optionalText(t.preferredTimeInvalid, t.preferredTimeTooLong, PREFERRED_TIME_MAX_LENGTH, {
      badCharacters: t.preferredTimeBadCharacters,
    }),
  });
}

export type ContactCardInput = z.output<ReturnType<typeof contactCardSchema>>;

export type ContactCardValidation =
  | { ok: true; data: ContactCardInput }
  | {
      ok: false;
      /** Every field at fault with its first message, for the card to mark each. */
      errors: Partial<Record<ContactCardField, string>>;
      /** The first in field order: what the API answers and where the card puts the focus. */
      first: FieldError<ContactCardField>;
    };

const schemas = new Map<Locale, ReturnType<typeof contactCardSchema>>();

export function validateContactCard(input: unknown, language: Locale): ContactCardValidation {
  let schema = schemas.get(language);
  if (!schema) schemas.set(language, (schema = contactCardSchema(language)));
  const source = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(source);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<ContactCardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = contactCardFields.find((f) => f === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const field = contactCardFields.find((f) => errors[f]) ?? "name";
  return { ok: false, errors, first: { field, message: errors[field] ?? contactValidation[language].bodyInvalid } };
}
