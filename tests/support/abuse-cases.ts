import fc from "fast-check";
import { foldPhone } from "../../domain/forms/phone-number";
import { contactValidation } from "../../content/contact-validation";
import { isLocale, type Locale } from "../../domain/i18n/locales";
import { emailSchema } from "../../domain/forms/contact-schema";
import { hasEncodedWord, hasForbiddenCharacters, hasLink } from "../../domain/forms/single-line-text";
import { withoutInvisibleCharacters } from "../../domain/text/invisible-characters";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "../../domain/forms/form-token";
import { isPlanId, planIds } from "../../domain/pricing/pricing";
import { choiceOptions, countBounds } from "../../domain/pricing/pricing-specifications";
import { MAX_BODY_BYTES, storable } from "../../server/http/guards";
import {
  blankText,
  emailOfLength,
  encodedWords,
  linkTexts,
  extraEntries,
  hostileString,
  hostileValue,
  invalidUtf8,
  kindOf,
  longText,
  nonString,
  notJson,
  Obj,
  parsed,
  toJson,
  validText,
  withBytes,
  type J,
} from "./hostile-input";
import type { RawRequest } from "./raw-http";
import { pathologicalText } from "./pathological-text";

/**
 * Generated hostile requests with the exact refusal each must get. The model follows the order the server checks things in: cross-site
 * (403), Idempotency-Key (400), content type (415), size (413), UTF-8 and JSON
 * (400 "body"), then each endpoint's own rules in their documented order.
 */

export interface Expected {
  status: number;
  code: string;
  /** The error.field the answer must name. */
  field: string;
  /** The language of the message. */
  language: Locale;
  /** A no-JavaScript contact form post: answered by a redirect back to the page. */
  formPost?: boolean;
}

export interface HostileCase {
  request: RawRequest;
  expected: Expected;
}

/** The outcome of a well-formed body: undefined language means "the language of the request headers". */
interface Outcome {
  status: number;
  code: string;
  field: string;
  language?: Locale;
}

const validation = (status: number, field: string, language: Locale): Outcome => ({
  status,
  code: "validation",
  field,
  language,
});
const refusal = (status: number, code: string, field = "request"): Outcome => ({ status, code, field });

/* ---------------- request headers: language, origin, idempotency ---------------- */

interface Wire {
  headers: Record<string, string>;
  query: string;
  early: Locale;
}

/** How a request states its language before the body is read: ?language=, Referer, Accept-Language. */
const wire = fc.constantFrom<Wire>(
  { headers: {}, query: "", early: "ja" },
  { headers: { "accept-language": "ja-JP,ja;q=0.9" }, query: "", early: "ja" },
  { headers: { "accept-language": "fr-FR" }, query: "", early: "ja" },
  { headers: { "accept-language": "\x80\xff;;q=x" }, query: "", early: "ja" },
  { headers: { referer: "http://localhost:3000/contact", "accept-language": "en" }, query: "", early: "ja" },
  { headers: { referer: "::not a url::" }, query: "", early: "ja" },
  { headers: {}, query: "?language=EN", early: "ja" },
  { headers: {}, query: "?language=%00%0d%0a", early: "ja" },
  { headers: {}, query: "?language=ja", early: "ja" },
  { headers: { "accept-language": "en-US,en;q=0.9" }, query: "", early: "en" },
  { headers: { "accept-language": "EN" }, query: "", early: "en" },
  { headers: { referer: "http://localhost:3000/en/pricing?x=1" }, query: "", early: "en" },
  { headers: {}, query: "?language=en", early: "en" },
  { headers: { "accept-language": "ja" }, query: "?language=en&language=ja", early: "en" },
);

interface Guard {
  headers: Record<string, string>;
  refusal?: Outcome;
}

const sameSite = fc.constantFrom<Record<string, string>>(
  {},
  { origin: "http://localhost:3000" },
  { "sec-fetch-site": "same-origin" },
  { "sec-fetch-site": "none" },
  { origin: "http://localhost:3000", "sec-fetch-site": "same-site" },
);

const crossSite = fc.constantFrom<Record<string, string>>(
  { origin: "https://evil.example" },
  { "sec-fetch-site": "cross-site" },
  { origin: "null" },
  { origin: "http://localhost:3000.evil.example" },
  { origin: "http://localhost:3001" },
  { origin: "HTTP://LOCALHOST:3000" },
  { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
);

/** Keys the server must refuse: empty, spaces inside, non-ASCII, over 200 characters. */
const badIdempotencyKey = fc.constantFrom("", " ", "a b", "\xe9t\xe9", "k".repeat(201), "key\x80", "\t");
const goodIdempotencyKey = fc.stringMatching(/^[\x21-\x7e]{1,200}$/);

function guard(idempotency: boolean): fc.Arbitrary<Guard> {
  const passing = fc
    .tuple(sameSite, idempotency ? fc.option(goodIdempotencyKey) : fc.constant(null))
    .map(([headers, key]): Guard => ({
      headers: key === null ? headers : { ...headers, "idempotency-key": key },
    }));
  const options: fc.WeightedArbitrary<Guard>[] = [
    { weight: 20, arbitrary: passing },
    { weight: 1, arbitrary: crossSite.map((headers) => ({ headers, refusal: refusal(403, "crossSite") })) },
  ];
  if (idempotency) {
    options.push({
      weight: 1,
      arbitrary: fc.tuple(sameSite, badIdempotencyKey).map(([headers, key]) => ({
        headers: { ...headers, "idempotency-key": key },
        refusal: refusal(400, "malformed", "Idempotency-Key"),
      })),
    });
  }
  return fc.oneof(...options);
}

/* ---------------- bodies ---------------- */

interface Body {
  headers: Record<string, string>;
  bytes?: Buffer;
  chunked?: boolean;
  outcome: Outcome;
}

const jsonTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/json;charset=UTF-8;foo=bar",
  "application/json ; x",
);
export const formType = "application/x-www-form-urlencoded";
const formTypes = fc.constantFrom(formType, `${formType}; charset=UTF-8`);
const wrongTypes = fc.constantFrom<string | null>(
  null,
  "",
  "text/plain",
  "text/plain;charset=utf-8",
  "application/xml",
  "multipart/form-data; boundary=----x",
  "application/json-patch+json",
  "application/jsonx",
  "application/vnd.api+json",
  "text/json",
  "*/*",
  "application/javascript",
  "application/x-www-form-urlencodedx",
  "text/html",
);

const typed = (type: string | null): Record<string, string> => (type === null ? {} : { "content-type": type });

/** A serialized body, checked for size the way the server checks it: 64 KB, then 413. */
function sized(headers: Record<string, string>, bytes: Buffer, outcome: Outcome, chunked = false): Body {
  return { headers, bytes, chunked, outcome: bytes.length > MAX_BODY_BYTES ? refusal(413, "tooLarge") : outcome };
}

const malformed = refusal(400, "malformed", "body");

/** An object (as the server will parse it) and what the endpoint answers to it. */
export interface ObjectCase {
  value: Obj;
  outcome: Outcome;
}

/**
 * Every way a JSON body can be broken, around a generator of well-formed objects:
 * wrong content types, chunked transfer, BOM and \u escapes, empty, truncated,
 * not an object, invalid UTF-8, over 64 KB. `formObjects` are sent form-encoded.
 */
function bodies(options: {
  objects: fc.Arbitrary<ObjectCase>;
  formObjects?: fc.Arbitrary<ObjectCase>;
  formIsWrongType?: boolean;
  noBody?: Outcome;
}): fc.Arbitrary<Body> {
  const { objects } = options;
  const serialized = fc.tuple(
    objects,
    fc.constantFrom("plain", "ascii") as fc.Arbitrary<"plain" | "ascii">,
    fc.constantFrom("", "\ufeff", " \n\t"),
  );
  const json: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 14,
      arbitrary: fc
        .tuple(serialized, jsonTypes, fc.boolean())
        .map(([[o, escaping, prefix], type, chunked]) =>
          sized(
            { "content-type": type },
            Buffer.from(prefix + toJson(o.value, escaping)),
            o.outcome,
            chunked && Math.random() < 0.2,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(objects, wrongTypes).map(([o, type]) => ({
        headers: typed(type),
        bytes: Buffer.from(toJson(o.value)),
        outcome: refusal(415, "unsupportedType"),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(objects, fc.double({ min: 0, max: 1, noNaN: true })).map(([o, at]) => {
        const text = toJson(o.value);
        // At least one character: an empty body is a case of its own (no body at all, for a completion).
        const cut = 1 + Math.floor(at * (text.length - 2));
        return sized({ "content-type": "application/json" }, Buffer.from(text.slice(0, cut)), malformed);
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(objects, invalidUtf8, fc.double({ min: 0, max: 1, noNaN: true })).map(([o, bytes, at]) => {
        const text = toJson(o.value);
        return sized(
          { "content-type": "application/json" },
          withBytes(text, bytes, Math.floor(at * text.length)),
          malformed,
        );
      }),
    },
    {
      weight: 1,
      arbitrary: notJson
        .filter((text) => text.length > 0)
        .map((text) => sized({ "content-type": "application/json" }, Buffer.from(text), malformed)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("array", "object").map((kind) => {
        const depth = 20_000;
        const text =
          kind === "array"
            ? "[".repeat(depth) + "]".repeat(depth)
            : "[" + '{"a":['.repeat(depth / 4) + "]}".repeat(depth / 4) + "]";
        return sized({ "content-type": "application/json" }, Buffer.from(text), malformed);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: MAX_BODY_BYTES + 1, max: 3 * MAX_BODY_BYTES }), fc.boolean())
        .map(([size, chunked]) => ({
          headers: { "content-type": "application/json" },
          bytes: Buffer.from(`{"name":"${"a".repeat(size)}"}`),
          chunked,
          outcome: refusal(413, "tooLarge"),
        })),
    },
  ];
  if (options.noBody) {
    const outcome = options.noBody;
    json.push({
      weight: 2,
      arbitrary: fc.constantFrom<Body>(
        { headers: { "content-length": "0" }, outcome },
        { headers: { "content-type": "application/json", "content-length": "0" }, outcome },
      ),
    });
  } else {
    json.push({
      weight: 1,
      arbitrary: fc.constant<Body>({
        headers: { "content-type": "application/json" },
        bytes: Buffer.alloc(0),
        outcome: malformed,
      }),
    });
  }
  if (options.formIsWrongType) {
    // The form is read (64 KB) before a JSON-only endpoint (chat, quotes) refuses its type; an empty form
    // is no body at all where the endpoint needs none (a completion), whatever its type says.
    const noBody = options.noBody;
    json.push({
      weight: 1,
      arbitrary: fc.tuple(objects, formTypes).map(([o, type]) => {
        const bytes = Buffer.from(formEncode(o.value, "standard"));
        return sized(
          { "content-type": type },
          bytes,
          noBody && bytes.length === 0 ? noBody : refusal(415, "unsupportedType"),
        );
      }),
    });
  }
  if (options.formObjects) json.push({ weight: 4, arbitrary: formBodies(options.formObjects) });
  return fc.oneof(...json);
}

/** Form-encoded bodies: as a browser encodes them, as raw bytes, with invalid UTF-8, over 64 KB. */
function formBodies(objects: fc.Arbitrary<ObjectCase>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(objects, formTypes, fc.constantFrom<FormEncoding>("standard", "raw"), fc.boolean())
        .map(([o, type, encoding, chunked]) =>
          sized(
            { "content-type": type },
            Buffer.from(formEncode(o.value, encoding)),
            o.outcome,
            chunked && Math.random() < 0.2,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(objects, invalidUtf8, fc.double({ min: 0, max: 1, noNaN: true })).map(([o, bytes, at]) => {
        const text = formEncode(o.value, "raw");
        return sized({ "content-type": formType }, withBytes(text, bytes, Math.floor(at * text.length)), malformed);
      }),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: MAX_BODY_BYTES + 1, max: 2 * MAX_BODY_BYTES }).map((size) => ({
        headers: { "content-type": formType },
        bytes: Buffer.from(`name=${"a".repeat(size)}`),
        outcome: refusal(413, "tooLarge"),
      })),
    },
  );
}

type FormEncoding = "standard" | "raw";

/**
 * A form body: "standard" as a browser encodes it, "raw" with only the
 * separators escaped (non-ASCII and control characters go as UTF-8 bytes).
 */
export function formEncode(value: Obj, encoding: FormEncoding): string {
  const entries = value.entries.map(([k, v]) => [k, typeof v === "string" ? v : toJson(v)] as const);
  if (encoding === "standard") return new URLSearchParams(entries.map(([k, v]) => [k, v])).toString();
  const escape = (s: string) => s.replace(/[%&=+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return entries.map(([k, v]) => `${escape(k)}=${escape(v)}`).join("&");
}

/* ---------------- field slots ---------------- */

/** A field that is absent, or present with a value. */
type Slot = { present: false } | { present: true; value: J };
const absent = fc.constant<Slot>({ present: false });
const some = (a: fc.Arbitrary<J>) => a.map((value): Slot => ({ present: true, value }));

function entriesOf(fields: [string, Slot][]): [string, J][] {
  return fields.flatMap(([k, slot]) => (slot.present ? [[k, slot.value] as [string, J]] : []));
}

/** Extra fields, minus the keys the endpoint reads (an extra "name" would replace the real one). */
function extras(reserved: string[], form: boolean): fc.Arbitrary<[string, J][]> {
  const skip = new Set([...reserved, "language", HONEYPOT_FIELD, TOKEN_FIELD]);
  return extraEntries.map((entries) =>
    entries
      .filter(([k]) => !skip.has(k))
      .map(([k, v]): [string, J] => [k, form && typeof v !== "string" ? toJson(v) : v]),
  );
}

/** The body's language field and the language it makes the server answer in ("ja" unless exactly "en"). */
const languageSlot = (fallback: Locale | null) =>
  fc.oneof(
    fc.constant({ slot: { present: true, value: "en" } as Slot, late: "en" as Locale }),
    fc.constant({ slot: { present: true, value: "ja" } as Slot, late: "ja" as Locale }),
    fc.constant({ slot: { present: false } as Slot, late: fallback }),
    fc
      .oneof(fc.constantFrom<J>("EN", "en-US", " en", "jp", "", ["en"], null, 1), hostileValue)
      .filter((v) => !isLocale(v))
      .map((value) => ({ slot: { present: true, value } as Slot, late: fallback })),
  );

const stringOnly = (value: J): J => (typeof value === "string" ? value : toJson(value));

/** One of `n` fields is broken for sure; each other one with probability 1/4. */
const brokenSet = (n: number) =>
  fc
    .tuple(fc.nat({ max: n - 1 }), fc.array(fc.nat({ max: 3 }), { minLength: n, maxLength: n }))
    .map(([forced, dice]) => dice.map((d, i) => i === forced || d === 0));

/* ---------------- contact (and the calculator start's name and email) ---------------- */

/**
 * `line`: a one-line field (bidi controls and zero-width characters dropped, control characters refused);
 * `links`: a name or company, which may not hold a web address or an encoded word either.
 */
type Rule = {
  key: string;
  kind: "required" | "email" | "optional" | "phone";
  max: number;
  line?: boolean;
  links?: boolean;
};

export const contactRules: Rule[] = [
  { key: "name", kind: "required", max: 100, line: true, links: true },
  { key: "email", kind: "email", max: 254 },
  { key: "phone", kind: "phone", max: 50, line: true },
  { key: "company", kind: "optional", max: 200, line: true, links: true },
  { key: "message", kind: "required", max: 5000 },
];

const FORBIDDEN = /[\p{Cc}\u2028\u2029]/gu;

/** A one-line field's value as the rules see it: without bidi controls and zero-width characters, trimmed. */
const asLine = (s: string) => withoutInvisibleCharacters(s).trim();

/** Hostile text a one-line field accepts: the generator's, minus control characters (and links, encoded words). */
function validLine(rule: Rule): fc.Arbitrary<J> {
  return validText(rule.max)
    .map((s) => s.replace(FORBIDDEN, ""))
    .filter((s) => {
      const line = asLine(s);
      return line !== "" && !hasForbiddenCharacters(line) && !(rule.links && (hasLink(line) || hasEncodedWord(line)));
    });
}

/** A one-line value a person could have typed, with a control character, a link or an encoded word worked in. */
function forbiddenLine(rule: Rule): fc.Arbitrary<J> {
  const controls = fc.constantFrom("\n", "\r", "\t", "\u0007", "\u001b", "\u0085", "\u2028", "\u2029", "\u007f");
  const withControl = fc
    .tuple(fc.constantFrom("山田", "Taro", "044", "ACME"), controls, fc.constantFrom("太郎", "Smith", "0000", "Inc"))
    .map(([a, c, b]) => `${a}${c}${b}`);
  if (!rule.links) return withControl;
  const withLink = fc
    .tuple(
      fc.constantFrom("", "山田 ", "Win ", "Prize: "),
      fc.constantFrom(...linkTexts),
      fc.constantFrom("", " 様", " now"),
    )
    .map(([a, l, b]) => `${a}${l}${b}`);
  const withEncodedWord = fc
    .tuple(
      fc.constantFrom("", "Bob ", "株式会社"),
      fc.constantFrom(...encodedWords),
      fc.constantFrom("", " 様", " Inc"),
    )
    .map(([a, w, b]) => `${a}${w}${b}`);
  return fc.oneof(withControl, withLink, withEncodedWord);
}

const isEmail = (s: string) => emailSchema(contactValidation.ja).safeParse(s).success;
export const validEmail = fc.constantFrom(
  "taro@example.jp",
  "o'brien+test@example.co.jp",
  "A.B-C_D@sub.example.com",
  "x@y.io",
  "user%tag@example.jp",
  "  spaced@example.jp  ",
  "\ttab@example.jp\n",
  "a{b}|c~d@example-jp.com",
);
const badEmail = fc
  .oneof(
    fc.constantFrom(
      "nope",
      "a@b",
      "a@b.",
      "a b@example.jp",
      "taro@example.jp\r\nBcc: v@example.com",
      "taro@例え.jp",
      "<taro@example.jp>",
      '"taro"@example.jp',
      "@example.jp",
      "taro@-example.jp",
      "taro@example..jp",
    ),
    hostileString,
  )
  .filter((s) => !isEmail(s));
const longEmail = fc.oneof(
  fc.integer({ min: 245, max: 300 }).map((n) => `${"a".repeat(n)}@example.jp`),
  fc.integer({ min: 255, max: 320 }).map((n) => emailOfLength(n)),
  fc.constantFrom(`${"a".repeat(65)}@example.jp`, "taro\u0007@example.jp", "taro@example.jp\u0085x"),
);

/** Numbers as people type them: ASCII or full-width digits, spaces, + ( ) and the dashes of a Japanese keyboard. */
const validPhone = fc.oneof(
  fc.constantFrom(
    "044-555-0100",
    "+81 44 555 0100",
    "(044) 555-0100",
    "０４４－５５５－０１００",
    "090ー1234ー5678",
    " 044 ",
  ),
  fc.stringMatching(/^\+?[0-9][0-9 ()-]{0,40}[0-9]$/),
);
/** What a phone number cannot hold: letters, words, other punctuation (still within the length and one line). */
const notAPhone = fc
  .oneof(
    fc.constantFrom(
      "call me",
      "044-555-0100 内線12",
      "044.555.0100",
      "044/555",
      "tel:0445550100",
      "０４４－ＡＢＣ",
      "+",
    ),
    fc
      .tuple(validPhone, fc.constantFrom("x", "#", "*", "ext", "あ", "."), validPhone)
      .map(([a, c, b]) => `${a}${c}${b}`),
  )
  .filter((s) => [...s.trim()].length <= 50);

export function validSlot(rule: Rule): fc.Arbitrary<Slot> {
  if (rule.kind === "phone") return fc.oneof(absent, some(fc.constant(null)), some(fc.constant("")), some(validPhone));
  const text = rule.line ? validLine(rule) : validText(rule.max);
  if (rule.kind === "required") return some(text);
  if (rule.kind === "email")
    return some(
      fc.oneof(
        { weight: 6, arbitrary: validEmail },
        { weight: 1, arbitrary: fc.integer({ min: 200, max: 254 }).map((n) => emailOfLength(n)) },
      ),
    );
  return fc.oneof(absent, some(fc.constant(null)), some(fc.constant("")), some(text));
}

function invalidSlot(rule: Rule, form: boolean): fc.Arbitrary<Slot> {
  const tooLong = rule.line
    ? fc.oneof(
        // Still too long once the zero-width characters are dropped.
        some(longText(rule.max + 1, rule.max + 40).filter((s) => [...asLine(s)].length > rule.max)),
        some(forbiddenLine(rule)),
      )
    : some(longText(rule.max + 1, rule.max + 40));
  const wrongType = (withNull: boolean) =>
    some(withNull ? fc.oneof(nonString, fc.constant(null)) : nonString.filter((v) => v !== null));
  if (rule.kind === "required")
    return form
      ? fc.oneof(absent, some(blankText), tooLong)
      : fc.oneof(absent, some(blankText), wrongType(true), tooLong);
  if (rule.kind === "email")
    return form
      ? fc.oneof(absent, some(badEmail), some(longEmail))
      : fc.oneof(absent, wrongType(true), some(badEmail), some(longEmail));
  if (rule.kind === "phone")
    return form ? fc.oneof(tooLong, some(notAPhone)) : fc.oneof(wrongType(false), tooLong, some(notAPhone));
  return form ? tooLong : fc.oneof(wrongType(false), tooLong);
}

/** Objects with the rules' fields, at least one of them broken: 400 naming the first broken one. */
function ruleObjects(rules: Rule[], form: boolean, status = 400): fc.Arbitrary<ObjectCase> {
  return fc
    .tuple(
      brokenSet(rules.length),
      fc.tuple(...rules.map((r) => fc.tuple(validSlot(r), invalidSlot(r, form)))),
      languageSlot("ja"),
      extras(
        rules.map((r) => r.key),
        form,
      ),
    )
    .map(([broken, slots, language, extra]) => {
      const fields = rules.map((r, i): [string, Slot] => [r.key, broken[i] ? slots[i]![1] : slots[i]![0]]);
      const entries: [string, J][] = [...extra, ...entriesOf(fields), ...entriesOf([["language", language.slot]])];
      const value = new Obj(form ? entries.map(([k, v]) => [k, stringOnly(v)]) : entries);
      const first = rules[broken.indexOf(true)]!;
      return { value, outcome: validation(status, first.key, language.late ?? "ja") };
    });
}

export function contactJsonCases(): fc.Arbitrary<HostileCase> {
  return assemble("POST", () => "/api/contact", guard(true), bodies({ objects: ruleObjects(contactRules, false) }));
}

/** The no-JavaScript form post: every refusal is a redirect back to the contact page. */
export function contactFormCases(): fc.Arbitrary<HostileCase> {
  const body = fc.oneof(
    { weight: 6, arbitrary: formBodies(ruleObjects(contactRules, true)) },
    { weight: 1, arbitrary: bodies({ objects: ruleObjects(contactRules, false) }) },
  );
  return assemble("POST", () => "/api/contact", guard(true), body).map((c) => ({
    ...c,
    expected: {
      ...c.expected,
      formPost: (c.request.headers?.["content-type"] ?? "").split(";")[0]!.trim().toLowerCase() === formType,
    },
  }));
}

export function quoteStartCases(): fc.Arbitrary<HostileCase> {
  const rules = contactRules.filter((r) => r.key === "name" || r.key === "email");
  const objects = ruleObjects(rules, false).map((o) => withEntries(o, [["sessionId", "not-a-uuid"]]));
  return assemble("POST", () => "/api/quotes", guard(true), bodies({ objects, formIsWrongType: true }));
}

function withEntries(o: ObjectCase, entries: [string, J][]): ObjectCase {
  return { ...o, value: new Obj([...entries, ...o.value.entries]) };
}

/* ---------------- chat ---------------- */

const ID = /^[A-Za-z0-9_-]{8,100}$/;
export const validId = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/);

const item = (role: J, content: J, type?: J) =>
  new Obj(
    type === undefined
      ? [
          ["role", role],
          ["content", content],
        ]
      : [
          ["role", role],
          ["content", content],
          ["type", type],
        ],
  );
const anyType = fc.option(fc.oneof(fc.constant<J>("menu_selection"), fc.constant<J>(null), hostileString), {
  nil: undefined,
});
const validItem = fc
  .tuple(fc.constantFrom("user", "assistant"), hostileString, anyType)
  .map(([r, c, t]) => item(r, c, t));
const badItem: fc.Arbitrary<J> = fc.oneof(
  fc.constantFrom<J>(null, "user", 1, true, [], ["user", "hi"]),
  fc
    .tuple(
      hostileValue.filter((v) => v !== "user" && v !== "assistant"),
      hostileString,
    )
    .map(([r, c]) => item(r, c)),
  fc.tuple(fc.constantFrom("user", "assistant"), nonString).map(([r, c]) => item(r, c)),
  fc
    .tuple(
      fc.constantFrom("user", "assistant"),
      hostileString,
      nonString.filter((v) => v !== null),
    )
    .map(([r, c, t]) => item(r, c, t)),
  hostileString.map((c) => new Obj([["content", c]])),
);

/** The chat's checks in the order the server makes them. */
type ChatPart = "messages" | "last" | "message" | "sessionId" | "conversationId";
const chatOrder: ChatPart[] = ["messages", "last", "message", "sessionId", "conversationId"];
const chatField: Record<ChatPart, string> = {
  messages: "messages",
  last: "messages",
  message: "message",
  sessionId: "sessionId",
  conversationId: "conversationId",
};

function chatObjects(): fc.Arbitrary<ObjectCase> {
  const validLast = fc.tuple(validText(2000), anyType).map(([c, t]) => item("user", c, t));
  const parts = {
    messagesBad: fc.oneof(
      absent,
      some(hostileValue.filter((v) => kindOf(v) !== "array")),
      some(fc.constant<J>([])),
      some(fc.integer({ min: 201, max: 230 }).map((n) => Array.from({ length: n }, () => item("user", "hi")))),
      some(
        fc
          .tuple(fc.array(validItem, { maxLength: 3 }), badItem, validLast)
          .map(([before, bad, last]) => [...before, bad, last]),
      ),
      some(fc.tuple(fc.array(validItem, { maxLength: 3 }), badItem).map(([before, bad]) => [...before, bad])),
    ),
    prior: fc.array(validItem, { maxLength: 5 }),
    validLast,
    lastBad: fc.tuple(hostileString, anyType).map(([c, t]) => item("assistant", c, t)),
    messageBad: fc.oneof(blankText, longText(2001, 2040)).map((c) => item("user", c)),
    sessionGood: some(validId),
    sessionBad: fc.oneof(
      absent,
      some(nonString),
      some(
        fc
          .oneof(
            hostileString,
            fc.constantFrom("short", "x".repeat(101), "abcdefgh\n", "abcdefgh ", "abc.defgh", "ｱｲｳｴｵｶｷｸ", "<script>x"),
          )
          .filter((s) => !ID.test(s)),
      ),
    ),
    conversationGood: fc.oneof(absent, some(fc.constant(null)), some(fc.constant("")), some(validId)),
    conversationBad: fc.oneof(
      some(nonString.filter((v) => v !== null)),
      some(hostileString.filter((s) => s !== "" && !ID.test(s))),
    ),
  };
  return fc
    .tuple(
      brokenSet(chatOrder.length),
      fc.record(parts),
      languageSlot("ja"),
      extras(["messages", "sessionId", "conversationId"], false),
    )
    .map(([broken, p, language, extra]) => {
      const [messagesBroken, lastBroken, messageBroken, sessionBroken, conversationBroken] = broken;
      const last = lastBroken ? p.lastBad : messageBroken ? p.messageBad : p.validLast;
      const messages: Slot = messagesBroken ? p.messagesBad : { present: true, value: [...p.prior, last] };
      const entries = entriesOf([
        ["messages", messages],
        ["sessionId", sessionBroken ? p.sessionBad : p.sessionGood],
        ["conversationId", conversationBroken ? p.conversationBad : p.conversationGood],
        ["language", language.slot],
      ]);
      const first = chatOrder[broken.indexOf(true)]!;
      return {
        value: new Obj([...extra, ...entries]),
        outcome: validation(400, chatField[first], language.late ?? "ja"),
      };
    });
}

export function chatCases(): fc.Arbitrary<HostileCase> {
  return assemble("POST", () => "/api/chat", guard(false), bodies({ objects: chatObjects(), formIsWrongType: true }));
}

/* ---------------- the chat's contact card ---------------- */

/** The card's fields after its ids: the contact form's rules with the one-line preferred time before the request. */
const cardRules: Rule[] = [
  ...contactRules.filter((r) => r.key !== "message"),
  { key: "preferredTime", kind: "optional", max: 100, line: true },
  contactRules.find((r) => r.key === "message")!,
];

/** POST /api/chat/lead: the ids (session, conversation, kind), then the card's rules, the first broken one named. */
function chatLeadObjects(): fc.Arbitrary<ObjectCase> {
  const ids = {
    sessionGood: some(validId),
    sessionBad: fc.oneof(absent, some(nonString), some(hostileString.filter((s) => !ID.test(s)))),
    conversationGood: some(validId),
    conversationBad: fc.oneof(absent, some(nonString), some(hostileString.filter((s) => !ID.test(s)))),
    kindGood: fc.oneof(absent, some(fc.constantFrom<J>(null, "sales", "support"))),
    kindBad: some(hostileValue.filter((v) => v !== null && v !== "sales" && v !== "support")),
  };
  const order = ["sessionId", "conversationId", "kind", ...cardRules.map((r) => r.key)];
  return fc
    .tuple(
      brokenSet(order.length),
      fc.record(ids),
      fc.tuple(...cardRules.map((r) => fc.tuple(validSlot(r), invalidSlot(r, false)))),
      languageSlot("ja"),
      extras(order, false),
    )
    .map(([broken, p, slots, language, extra]) => {
      const [sessionBroken, conversationBroken, kindBroken] = broken;
      const fields = cardRules.map((r, i): [string, Slot] => [r.key, broken[i + 3] ? slots[i]![1] : slots[i]![0]]);
      const entries = entriesOf([
        ["sessionId", sessionBroken ? p.sessionBad : p.sessionGood],
        ["conversationId", conversationBroken ? p.conversationBad : p.conversationGood],
        ["kind", kindBroken ? p.kindBad : p.kindGood],
        ...fields,
        ["language", language.slot],
      ]);
      return {
        value: new Obj([...extra, ...entries]),
        outcome: validation(400, order[broken.indexOf(true)]!, language.late ?? "ja"),
      };
    });
}

export function chatLeadCases(): fc.Arbitrary<HostileCase> {
  return assemble(
    "POST",
    () => "/api/chat/lead",
    guard(false),
    bodies({ objects: chatLeadObjects(), formIsWrongType: true }),
  );
}

/* ---------------- quotes: autosave and completion ---------------- */

export interface QuoteHandle {
  id: string;
  token: string;
  language: Locale;
}

/** The quotes the suite aims at: incomplete without a plan, and already complete, in each language. */
export interface QuoteTargets {
  open: QuoteHandle[];
  done: QuoteHandle[];
}

const countFields = Object.keys(countBounds) as (keyof typeof countBounds)[];
const specOrder = [...countFields, "platform", "location"] as const;

function specValueValid(field: (typeof specOrder)[number], value: unknown): boolean {
  if (field === "platform" || field === "location") return (choiceOptions[field] as readonly unknown[]).includes(value);
  const { min, max } = countBounds[field];
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;
}

const specValue = (field: (typeof specOrder)[number]): fc.Arbitrary<J> => {
  if (field === "platform" || field === "location")
    return fc.oneof(
      fc.constantFrom(...choiceOptions[field]),
      fc.constantFrom<J>("Web", "web ", "", null, 1, ["web"]),
      hostileString,
    );
  const { min, max } = countBounds[field];
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<J>(min - 1, max + 1, String(min), 1.5, null, true, [min], new Obj([["value", min]])),
    },
    { weight: 1, arbitrary: fc.oneof(hostileValue) },
  );
};

/** First problem of the specifications as the server reports it, or null when they pass. */
function specProblem(value: J | undefined): string | null {
  if (value === undefined) return null;
  const spec = parsed(value);
  if (spec === null) return null;
  if (typeof spec !== "object" || Array.isArray(spec)) return "specifications";
  for (const field of specOrder) {
    if (!Object.hasOwn(spec, field)) continue;
    if (!specValueValid(field, (spec as Record<string, unknown>)[field])) return field;
  }
  return null;
}

const specObject = fc
  .tuple(fc.subarray([...specOrder]), extras([...specOrder], false))
  .chain(([fields, extra]) =>
    fc
      .tuple(...fields.map((f) => specValue(f).map((v): [string, J] => [f, v])))
      .map((entries) => new Obj([...extra, ...entries])),
  );

const specifications: fc.Arbitrary<Slot> = fc.oneof(
  absent,
  some(fc.constant(null)),
  some(specObject),
  some(fc.constantFrom<J>([], "pages=3", 0, false, true, "", [new Obj([["pages", 3]])])),
  some(hostileValue),
);

const unknownPlan = fc
  .oneof(
    fc.constantFrom<J>("__proto__", "constructor", "toString", "WEB-BASIC", "web-basic ", " web-basic", "web_basic"),
    hostileValue,
  )
  .filter((v) => !isPlanId(v));

/** Autosave bodies that must fail (422), for a quote whose stored language is `row`. */
function autosaveObjects(row: Locale): fc.Arbitrary<ObjectCase> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: some(fc.constantFrom(...planIds)) },
        { weight: 1, arbitrary: fc.oneof(absent, some(fc.constantFrom<J>(null, ""))) },
        { weight: 1, arbitrary: some(unknownPlan) },
      ),
      specifications,
      languageSlot(row),
      extras(["serviceType", "specifications"], false),
    )
    .map(([plan, specs, language, extra]) => {
      const planValue = plan.present ? parsed(plan.value) : undefined;
      const specsProblem = specProblem(specs.present ? specs.value : undefined);
      // A valid plan with valid specifications would be saved: break the specifications then.
      const forcedSpecs: Slot = isPlanId(planValue) && !specsProblem ? { present: true, value: [] } : specs;
      const field = !isPlanId(planValue) ? "serviceType" : (specsProblem ?? "specifications");
      const entries = entriesOf([
        ["serviceType", plan],
        ["specifications", forcedSpecs],
        ["language", language.slot],
      ]);
      return { value: new Obj([...extra, ...entries]), outcome: validation(422, field, language.late ?? row) };
    });
}

/** Any body at all, answered by `outcome` (in the body's language, else the quote's). */
function anyObjects(
  row: Locale | null,
  outcome: (language: Locale | null) => Outcome,
  form = false,
): fc.Arbitrary<ObjectCase> {
  return fc
    .tuple(
      languageSlot(row),
      extras([], form),
      fc.option(
        fc.constantFrom<[string, J]>(
          ["serviceType", "web-basic"],
          ["estimatedPrice", 1],
          ["status", "incomplete"],
          ["specifications", new Obj([["pages", 3]])],
        ),
      ),
    )
    .map(([language, extra, planted]) => {
      const entries: [string, J][] = [
        ...extra,
        ...(planted ? [planted] : []),
        ...entriesOf([["language", language.slot]]),
      ];
      return {
        value: new Obj(form ? entries.map(([k, v]) => [k, stringOnly(v)]) : entries),
        outcome: outcome(language.late),
      };
    });
}

const tokenSafe = (s: string) => [...s].filter((c) => c === "\t" || (c >= " " && c <= "\xff" && c !== "\x7f")).join("");

/** Authorization headers that do not open `quote`. */
function wrongAuthorization(quote: QuoteHandle, others: QuoteHandle[]): fc.Arbitrary<Record<string, string>> {
  const other = others.find((q) => q.id !== quote.id)!;
  return fc
    .oneof(
      fc.constantFrom<string | null>(
        null,
        "",
        "Bearer",
        "Bearer ",
        "Basic dXNlcjpwYXNz",
        `Bearer ${other.token}`,
        `Bearer ${quote.token.slice(0, -1)}`,
        `Bearer ${quote.token}x`,
        `Bearer ${quote.token} ${quote.token}`,
        `Token ${quote.token}`,
        quote.token,
        `Bearer ${"A".repeat(201)}`,
        `Bearer ${quote.token.toUpperCase()}`,
        `Bearer\t${quote.token}`,
        `Bearer ${quote.token.replace(/-/g, "+").replace(/_/g, "/")}`,
      ),
      hostileString.map((s) => `Bearer ${tokenSafe(s)}`),
      fc.integer({ min: 201, max: 4000 }).map((n) => `Bearer ${"b".repeat(n)}`),
    )
    .filter((h) => h === null || h.trim() !== `Bearer ${quote.token}` || h.startsWith("Bearer\t"))
    .map((h): Record<string, string> => (h === null ? {} : { authorization: h }));
}

/** Ids for the path: real ones (with the wrong token), unknown ones and hostile ones, percent-encoded. */
function quoteIds(targets: QuoteTargets): fc.Arbitrary<string> {
  const all = [...targets.open, ...targets.done];
  return fc
    .oneof(
      fc.constantFrom(...all.map((q) => q.id)),
      fc.uuid(),
      fc.constantFrom(
        "%00",
        "%ZZ",
        "%E0%A4%A",
        "..%2F..%2Fetc%2Fpasswd",
        "'%20OR%20'1'%3D'1",
        "x".repeat(5000),
        "1",
        "null",
        "undefined",
        "%2e%2e%2f",
      ),
      // Buffer round trip: lone surrogates become U+FFFD, which encodeURIComponent accepts.
      hostileString.map((s) => encodeURIComponent(Buffer.from(s).toString())),
    )
    .filter((id) => {
      if (id === "") return false;
      const path = `/api/quotes/${id}/complete`;
      // "." and ".." segments are resolved by the URL parser into other routes.
      return new URL(`http://x${path}`).pathname === path;
    });
}

export function autosaveCases(targets: QuoteTargets): fc.Arbitrary<HostileCase> {
  const toOpen = fc.constantFrom(...targets.open).chain((q) =>
    assemble(
      "PATCH",
      () => `/api/quotes/${q.id}`,
      guard(false).map((g) => ({ ...g, headers: { ...g.headers, authorization: `Bearer ${q.token}` } })),
      bodies({ objects: autosaveObjects(q.language), formIsWrongType: true }),
    ),
  );
  const toDone = fc.constantFrom(...targets.done).chain((q) =>
    assemble(
      "PATCH",
      () => `/api/quotes/${q.id}`,
      guard(false).map((g) => ({ ...g, headers: { ...g.headers, authorization: `Bearer ${q.token}` } })),
      bodies({
        objects: fc.oneof(
          autosaveObjects(q.language).map((o) => ({ ...o, outcome: conflictIn(o.outcome.language ?? q.language) })),
          anyObjects(q.language, (language) => conflictIn(language ?? q.language)),
        ),
      }),
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: toOpen },
    { weight: 1, arbitrary: toDone },
    { weight: 2, arbitrary: unauthorized("PATCH", targets, false) },
  );
}

export function completionCases(targets: QuoteTargets): fc.Arbitrary<HostileCase> {
  const toOpen = fc.constantFrom(...targets.open).chain((q) => {
    const noPlan = (language: Locale | null) => validation(422, "serviceType", language ?? q.language);
    return assemble(
      "POST",
      () => `/api/quotes/${q.id}/complete`,
      guard(false).map((g) => ({ ...g, headers: { ...g.headers, authorization: `Bearer ${q.token}` } })),
      bodies({ objects: anyObjects(q.language, noPlan), formIsWrongType: true, noBody: noPlan(q.language) }),
    );
  });
  const toDone = fc.constantFrom(...targets.done).chain((q) => {
    const conflict = (language: Locale | null) => conflictIn(language ?? q.language);
    return assemble(
      "POST",
      () => `/api/quotes/${q.id}/complete`,
      guard(false).map((g) => ({ ...g, headers: { ...g.headers, authorization: `Bearer ${q.token}` } })),
      bodies({ objects: anyObjects(q.language, conflict), noBody: conflict(q.language) }),
    );
  });
  return fc.oneof(
    { weight: 2, arbitrary: toOpen },
    { weight: 1, arbitrary: toDone },
    { weight: 2, arbitrary: unauthorized("POST", targets, true) },
  );
}

const conflictIn = (language: Locale): Outcome => ({ status: 409, code: "conflict", field: "status", language });

/** Wrong or missing tokens, unknown and hostile ids: 404 once the body has passed its checks. */
function unauthorized(method: "PATCH" | "POST", targets: QuoteTargets, completion: boolean): fc.Arbitrary<HostileCase> {
  const all = [...targets.open, ...targets.done];
  const notFound = refusal(404, "notFound");
  return quoteIds(targets).chain((id) => {
    const owner = all.find((q) => q.id === id);
    // A real id gets anything but its own token; any other id may even get a real token.
    const auth = owner
      ? wrongAuthorization(owner, all)
      : fc.oneof(
          fc.constantFrom(...all).map((o) => ({ authorization: `Bearer ${o.token}` })),
          wrongAuthorization(all[0]!, all),
        );
    return assemble(
      method,
      () => `/api/quotes/${id}${completion ? "/complete" : ""}`,
      fc.tuple(guard(false), auth).map(([g, a]) => ({ ...g, headers: { ...g.headers, ...a } })),
      bodies({
        objects: anyObjects(null, () => notFound),
        formIsWrongType: true,
        noBody: completion ? notFound : undefined,
      }),
    );
  });
}

/* ---------------- putting a request together ---------------- */

function assemble(
  method: string,
  path: () => string,
  guards: fc.Arbitrary<Guard>,
  body: fc.Arbitrary<Body>,
): fc.Arbitrary<HostileCase> {
  return fc.tuple(wire, guards, body).map(([w, g, b]) => {
    const outcome = g.refusal ?? b.outcome;
    const headers = { ...w.headers, ...g.headers, ...b.headers };
    return {
      request: { method, path: path() + w.query, headers, body: b.bytes, chunked: b.chunked },
      expected: {
        status: outcome.status,
        code: outcome.code,
        field: outcome.field,
        language: outcome.language ?? w.early,
      },
    };
  });
}

/* ---------------- hostile but valid: must be accepted and stored exactly ---------------- */

/** What the server stores of a text: trimmed, lone surrogates and NUL as U+FFFD (server/http/guards.ts). */
export const storedText = (value: unknown) => storable(String(value)).trim();

/** What the server stores of a one-line field: the same, without bidi controls and zero-width characters. */
export const storedLine = (value: unknown) => asLine(storable(String(value)));

/** What the server stores of a phone: the one-line value with its full-width forms and dashes folded. */
export const storedPhone = (value: unknown) => foldPhone(storedLine(value));

export interface AcceptedCase {
  body: Obj;
  language: Locale;
  /** The parsed body, to compare with what was stored. */
  data: Record<string, unknown>;
}

const acceptedLanguage = fc.constantFrom<Locale>("ja", "en");

function acceptedObjects(rules: Rule[], form: boolean, reserved: string[] = []): fc.Arbitrary<AcceptedCase> {
  return fc
    .tuple(
      fc.tuple(...rules.map((r) => validSlot(r))),
      acceptedLanguage,
      extras([...rules.map((r) => r.key), ...reserved], form),
    )
    .map(([slots, language, extra]) => {
      const entries: [string, J][] = [
        ...extra,
        ...entriesOf(rules.map((r, i) => [r.key, slots[i]!])),
        ["language", language],
      ];
      // A form cannot send null: its empty field is what a visitor's form posts for it.
      const body = new Obj(form ? entries.map(([k, v]) => [k, v === null ? "" : stringOnly(v)]) : entries);
      return { body, language, data: JSON.parse(toJson(body)) as Record<string, unknown> };
    })
    .filter(fits);
}

/** Under the 64 KB limit however it is encoded (deep extras can be large; \u escapes and form encoding grow text). */
const fits = (c: AcceptedCase) =>
  Buffer.byteLength(toJson(c.body, "ascii")) < 60_000 && Buffer.byteLength(formEncode(c.body, "standard")) < 60_000;

export const acceptedContacts = (form: boolean) => acceptedObjects(contactRules, form);
export const acceptedQuoteStarts = acceptedObjects(
  contactRules.filter((r) => r.key === "name" || r.key === "email"),
  false,
  ["sessionId"],
);

export const acceptedChats: fc.Arbitrary<AcceptedCase> = fc
  .tuple(
    fc.array(validItem, { maxLength: 4 }),
    fc.oneof(validText(2000), pathologicalText(2000)),
    anyType,
    validId,
    fc.constantFrom<J | undefined>(undefined, null, ""),
    acceptedLanguage,
    extras(["messages", "sessionId", "conversationId"], false),
  )
  .map(([prior, content, type, sessionId, conversationId, language, extra]) => {
    const entries: [string, J][] = [
      ...extra,
      ["messages", [...prior, item("user", content, type)]],
      ["sessionId", sessionId],
      ["language", language],
    ];
    if (conversationId !== undefined) entries.push(["conversationId", conversationId]);
    const body = new Obj(entries);
    return { body, language, data: JSON.parse(toJson(body)) as Record<string, unknown> };
  })
  .filter(fits);

const validSpecObject = fc
  .subarray([...specOrder])
  .chain((fields) =>
    fc.tuple(
      ...fields.map((f) =>
        (f === "platform" || f === "location"
          ? fc.constantFrom<J>(...choiceOptions[f])
          : fc.integer(countBounds[f])
        ).map((v): [string, J] => [f, v]),
      ),
    ),
  );

export const acceptedAutosaves: fc.Arbitrary<AcceptedCase> = fc
  .tuple(
    fc.constantFrom(...planIds),
    validSpecObject,
    acceptedLanguage,
    extras(["serviceType", "specifications"], false),
    extras([...specOrder], false),
  )
  .map(([plan, specs, language, extra, specExtra]) => {
    const body = new Obj([
      ...extra,
      ["serviceType", plan],
      ["specifications", new Obj([...specExtra, ...specs])],
      ["language", language],
    ]);
    return { body, language, data: JSON.parse(toJson(body)) as Record<string, unknown> };
  })
  .filter(fits);
