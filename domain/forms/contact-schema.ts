// zod/mini keeps the browser bundle small (about 6 KB instead of 22+ KB for the classic API).
import * as z from "zod/mini";
import { contactValidation, type ContactValidationMessages } from "../../content/contact-validation";
import { isLocale, type Locale } from "../i18n/locales";
import { EMAIL_MAX_LENGTH, isEmailLengthOk, isEmailShape } from "./email-address";
import { withoutInvisibleCharacters } from "../text/invisible-characters";
import { foldPhone, isPhoneShape } from "./phone-number";
import { hasEncodedWord, hasForbiddenCharacters, hasLink } from "./single-line-text";

/**
 * The contact form's rules (spec section 5), shared by the browser (instant feedback)
 * and the server (authority). Only the first failing rule is reported, fields in
 * the order name, email, phone, company, message, after trimming.
 */
// The email limit is SMTP's 254 (domain/forms/email-address.ts): the spec's "less than 255".
export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, phone: 50, company: 200, message: 5000 } as const;
export const contactFieldOrder = ["name", "email", "phone", "company", "message"] as const;
export type ContactField = (typeof contactFieldOrder)[number];

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const length = (s: string) => [...s].length;

const trimmed = (error: string) =>
  z.pipe(
    z.string({ error }),
    z.transform((s: string) => s.trim()),
  );

// One-line fields drop bidi controls and zero-width characters quietly, before trimming and every rule:
// nobody types them on purpose, and a link or an encoded word must not hide behind one.
const oneLine = (error: string) =>
  z.pipe(
    z.string({ error }),
    z.transform((s: string) => withoutInvisibleCharacters(s).trim()),
  );

/** What a one-line field refuses besides its length: control characters, and (names, companies) encoded words and links. */
interface LineRules {
  badCharacters: string;
  encodedWord?: string;
  hasLink?: string;
  /** A company's own dotted name before its legal form ("Amazon.com, Inc.") is not a link. */
  companyName?: boolean;
}

function lineChecks(rules: LineRules | undefined) {
  if (!rules) return [];
  const checks = [z.refine<string>((s) => !hasForbiddenCharacters(s), { message: rules.badCharacters, abort: true })];
  if (rules.encodedWord)
    checks.push(z.refine<string>((s) => !hasEncodedWord(s), { message: rules.encodedWord, abort: true }));
  if (rules.hasLink)
    checks.push(
      z.refine<string>((s) => !hasLink(s, { companyName: rules.companyName }), { message: rules.hasLink, abort: true }),
    );
  return checks;
}

function text(required: string, tooLong: string, max: number, rules?: LineRules, invalidType = required) {
  return z.pipe(
    rules ? oneLine(invalidType) : trimmed(invalidType),
    z.string().check(
      z.refine((s) => s.length > 0, { message: required, abort: true }),
      ...lineChecks(rules),
      z.refine((s) => length(s) <= max, { message: tooLong }),
    ),
  );
}

export function optionalText(invalid: string, tooLong: string, max: number, rules: LineRules) {
  return z.pipe(
    z.pipe(
      // z.optional, not a z.undefined() member: only an optional schema lets the key be absent (zod 4).
      z.optional(z.union([z.string(), z.null()], { error: invalid })),
      z.transform((s: string | null | undefined) => withoutInvisibleCharacters(s ?? "").trim()),
    ),
    z.string().check(
      ...lineChecks(rules),
      z.refine((s) => length(s) <= max, { message: tooLong }),
    ),
  );
}

export function nameSchema(
  m: Pick<
    ContactValidationMessages,
    "nameRequired" | "nameTooLong" | "nameBadCharacters" | "nameEncodedWord" | "nameHasLink"
  >,
) {
  return text(m.nameRequired, m.nameTooLong, CONTACT_LIMITS.name, {
    badCharacters: m.nameBadCharacters,
    encodedWord: m.nameEncodedWord,
    hasLink: m.nameHasLink,
  });
}

export function emailSchema(m: ContactValidationMessages) {
  return z.pipe(
    oneLine(m.emailInvalid),
    z.string().check(
      z.refine((s) => !hasForbiddenCharacters(s), { message: m.emailBadCharacters, abort: true }),
      z.refine((s) => isEmailShape(s), { message: m.emailInvalid, abort: true }),
      z.refine((s) => isEmailLengthOk(s), { message: m.emailTooLong }),
    ),
  );
}

/** Optional; control characters and length as any one-line field, then only what a phone number holds, folded. */
export function phoneSchema(m: ContactValidationMessages) {
  return z.pipe(
    optionalText(m.phoneInvalid, m.phoneTooLong, CONTACT_LIMITS.phone, { badCharacters: m.phoneBadCharacters }),
    z.pipe(
      z.transform((s: string) => foldPhone(s)),
      z.string().check(z.refine((s) => isPhoneShape(s), { message: m.phoneNotANumber })),
    ),
  );
}

export function contactSchema(m: ContactValidationMessages) {
  return z.object({
    name: nameSchema(m),
    email: emailSchema(m),
    phone: phoneSchema(m),
    company: optionalText(m.companyInvalid, m.companyTooLong, CONTACT_LIMITS.company, {
      badCharacters: m.companyBadCharacters,
      encodedWord: m.companyEncodedWord,
      hasLink: m.companyHasLink,
      companyName: true,
    }),
    message: text(m.messageRequired, m.messageTooLong, CONTACT_LIMITS.message),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
export type FieldError<F extends string = string> = { field: F; message: string };
export type Validation<T, F extends string = string> = { ok: true; data: T } | { ok: false; error: FieldError<F> };

/** "ja" unless the value is exactly "en" (an unknown language falls back to Japanese). */
export function languageOf(value: unknown): Locale {
  return isLocale(value) ? value : "ja";
}

/** Every invalid field's first failing rule, in field order (the form marks them all at once). */
export function allErrors<F extends string>(
  error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> },
  order: readonly F[],
): FieldError<F>[] {
  return order.flatMap((field) => {
    const issue = error.issues.find((i) => i.path[0] === field);
    return issue ? [{ field, message: issue.message }] : [];
  });
}

/** The first failing rule in field order, with its message in the visitor's language. */
export function firstError<F extends string>(
  error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> },
  order: readonly F[],
): FieldError<F> | undefined {
  for (const field of order) {
    const issue = error.issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return undefined;
}

// Built once per language: constructing a zod schema costs far more than running it,
// and the server validates every submission (scripts/bench.mjs showed it per request).
const schemas = new Map<Locale, ReturnType<typeof contactSchema>>();

/** A refusal names the first problem (the spec's toast) and every invalid field (marked beside each). */
export type ContactValidation =
  { ok: true; data: ContactInput } | { ok: false; error: FieldError<ContactField>; errors: FieldError<ContactField>[] };

export function validateContact(input: unknown, language: Locale): ContactValidation {
  const m = contactValidation[language];
  const source = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  let schema = schemas.get(language);
  if (!schema) schemas.set(language, (schema = contactSchema(m)));
  const result = schema.safeParse(source);
  if (result.success) return { ok: true, data: result.data };
  const errors = allErrors(result.error, contactFieldOrder);
  const error = errors[0] ?? { field: "name" as const, message: m.bodyInvalid };
  return { ok: false, error, errors: errors.length > 0 ? errors : [error] };
}
