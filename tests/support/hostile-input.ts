import fc from "fast-check";

/**
 * Building blocks of the abuse suite: a JSON model that can say
 * what JSON.stringify cannot (duplicate and __proto__ keys, 1e400, -0, depth
 * beyond the stack), hostile strings and values, and the byte-level breakages.
 */

/** A JSON literal written as is: 1e400, -0, 30 digits, 20,000 nested brackets. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so duplicate and __proto__ keys survive to the wire. */
export class Obj {
  constructor(readonly entries: [string, J][]) {}
}

export type J = null | boolean | number | string | Raw | Obj | J[];

/** "ascii" writes every non-ASCII character as \uXXXX, lone surrogates included. */
export type Escaping = "plain" | "ascii";

function quote(s: string, escaping: Escaping): string {
  // Well-formed JSON.stringify already escapes lone surrogates, so "plain" stays valid UTF-8.
  const json = JSON.stringify(s);
  return escaping === "ascii"
    ? json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    : json;
}

export function toJson(value: J, escaping: Escaping = "plain"): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj)
    return `{${value.entries.map(([k, v]) => `${quote(k, escaping)}:${toJson(v, escaping)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map((v) => toJson(v, escaping)).join(",")}]`;
  if (typeof value === "string") return quote(value, escaping);
  return JSON.stringify(value);
}

/** What the server's JSON.parse makes of a value (for expectations about it). */
export function parsed(value: J): unknown {
  return JSON.parse(toJson(value));
}

/** Length as the server counts it: code points. */
export const codePoints = (s: string) => [...s].length;

export const sqlInjection = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE contact_messages; --",
  "'); DELETE FROM quotes; --",
  '" OR ""="',
  "1; SELECT * FROM quotes",
  "' UNION SELECT token_hash, email FROM quotes --",
  "Robert'); DROP TABLE chat_messages;--",
  "\\'; SELECT pg_sleep(5); --",
  "1' AND (SELECT COUNT(*) FROM sqlite_master) > 0 --",
  "%27%20OR%201%3D1",
  "admin'--",
  "'||(SELECT load_extension('x'))||'",
  "$1",
  "?",
  "';COPY (SELECT '') TO PROGRAM 'id';--",
];

export const headerInjection = [
  "x\r\nBcc: victim@example.com",
  "x\nSubject: You won",
  "x\r\n\r\n<html><body>injected</body></html>",
  "x\rReply-To: attacker@example.com",
  "x%0d%0aBcc:%20victim@example.com",
  "=?utf-8?b?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=",
  "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=",
  "a\u2028b\u2029c",
  "a\u0085Bcc: victim@example.com",
  "x\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>",
  "HTTP/1.1 200 OK\r\nSet-Cookie: a=b",
];

export const controlCharacters = [
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b",
  "\u000b\u000c\u000e\u000f\u0010\u001b[31mred\u001b[0m",
  "\u007f",
  "\u200b\u200c\u200d\u2060",
  "\ufeff",
  "\ufffe\uffff",
  "\ud800",
  "\udfff",
  "a\ud83d",
  "\u202eevil\u202c",
  "Ta\u202Ero\u200B Ya\u00ADmada\uFEFF",
  "soft\u00adhyphen",
  "\u0300\u0301\u0302",
  "\t\n\r",
];

export const markupAndTemplates = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7}",
  "#{7*7}",
  "<%= 7*7 %>",
  "[x](javascript:alert(1))",
  "</textarea><script>alert(1)</script>",
  '"><svg onload=alert(1)>',
];

export const prototypeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "isPrototypeOf",
];

export const oddText = [
  "山田 太郎",
  "株式会社テスト",
  "👨‍👩‍👧‍👦",
  "ｱｲｳｴｵ",
  "\u3000全角スペース\u3000",
  "Z̷̧̛a̶͉͝l̵̨̛g̸̣̈o̵̱͝",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%s%s%s%n",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "{}",
  "[]",
  "0x41",
  "\\u0000",
  "\\",
  '"',
  "'",
  "`",
];

const bank = [
  ...sqlInjection,
  ...headerInjection,
  ...controlCharacters,
  ...markupAndTemplates,
  ...prototypeKeys,
  ...oddText,
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...bank) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(...controlCharacters) },
);

/** Short hostile text: SQL, CR/LF, control characters, lone surrogates, markup, odd Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...bank) },
  { weight: 3, arbitrary: fc.array(piece, { minLength: 1, maxLength: 5 }).map((p) => p.join("")) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

/** A unit repeated to `n` code points, none of them white space (so trimming keeps them). */
export const longText = (min: number, max: number) =>
  fc
    .tuple(
      fc.constantFrom("a", "あ", "😀", "<", "'", "\u0000", "\ud800", "漢", "\u200b", "x\r\n"),
      fc.integer({ min, max }),
    )
    .map(([unit, n]) => {
      const units = [...unit];
      return Array.from({ length: n }, (_, i) => units[i % units.length]!).join("");
    })
    // "x\r\n" repeated may end in white space; a final non-space keeps the count after trimming.
    .map((s) => (/\s$/.test(s) ? `${[...s].slice(0, -1).join("")}z` : s));

/** Text that passes a required-text rule of `max` code points: hostile, but never blank or too long. */
export const validText = (max: number) =>
  hostileString.map((s) => {
    const cut = [...`x${s}`].slice(0, max).join("");
    return cut;
  });

export const blankText = fc.constantFrom(
  "",
  " ",
  "   ",
  "\t",
  "\n",
  "\r\n",
  "\u3000",
  " \u3000\t\n",
  "\u00a0",
  "\ufeff",
  "\u2028",
);

export const hugeNumbers: J[] = [
  new Raw("1e400"),
  new Raw("-1e400"),
  new Raw("-0"),
  new Raw("123456789012345678901234567890"),
  new Raw("1E-400"),
  new Raw("0.0000000000000000000000001"),
  new Raw("9007199254740993"),
  new Raw("1.7976931348623157e308"),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  0.1,
  -1,
  1.5,
];

export const hostileNumber: fc.Arbitrary<J> = fc.oneof(
  fc.constantFrom(...hugeNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting far past anything sensible: arrays or objects, `depth` levels. */
export const deepValue = fc
  .tuple(fc.constantFrom("array", "object"), fc.constantFrom(64, 500, 2_000, 8_000))
  .map(
    ([kind, depth]) =>
      new Raw(
        kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
      ),
  );

export const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...prototypeKeys) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "isAdmin",
      "status",
      "id",
      "estimatedPrice",
      "estimated_price",
      "token",
      "token_hash",
      "source",
      "created_at",
      "role",
      "$where",
      "$gt",
      "a.b",
      "",
      " ",
      "NAME",
      "Email",
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

/** Attempts to pollute Object.prototype through the parser or a naive merge. */
export const pollution: J[] = [
  new Obj([
    [
      "__proto__",
      new Obj([
        ["polluted", "yes"],
        ["isAdmin", true],
      ]),
    ],
  ]),
  new Obj([["constructor", new Obj([["prototype", new Obj([["polluted", "yes"]])]])]]),
  new Obj([["prototype", new Obj([["isAdmin", true]])]]),
  new Obj([["__proto__", null]]),
  new Obj([["__proto__", [1, 2]]]),
];

const scalar: fc.Arbitrary<J> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const shallow: fc.Arbitrary<J> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, scalar), { maxLength: 3 }).map((e) => new Obj(e)) },
  { weight: 1, arbitrary: fc.constantFrom(...pollution) },
);

/** Any JSON value a hostile client might put in a field: wrong types, nesting, pollution, huge numbers. */
export const hostileValue: fc.Arbitrary<J> = fc.oneof(
  { weight: 16, arbitrary: shallow },
  { weight: 3, arbitrary: fc.array(shallow, { maxLength: 3 }) },
  { weight: 3, arbitrary: fc.array(fc.tuple(hostileKey, shallow), { maxLength: 3 }).map((e) => new Obj(e)) },
  { weight: 1, arbitrary: deepValue },
);

/** The JSON type of a value, without serializing it (a Raw is a number or a deep array or object). */
export function kindOf(value: J): "null" | "boolean" | "number" | "string" | "array" | "object" {
  if (value === null) return "null";
  if (value instanceof Raw)
    return value.text.startsWith("[") ? "array" : value.text.startsWith("{") ? "object" : "number";
  if (value instanceof Obj) return "object";
  if (Array.isArray(value)) return "array";
  return typeof value as "boolean" | "number" | "string";
}

/** A value of any type but a string. */
export const nonString: fc.Arbitrary<J> = hostileValue.filter((v) => kindOf(v) !== "string");

/** Unknown fields a request may carry besides its own (they must be ignored or refused, never stored). */
export const extraEntries = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 4 });

/** Byte sequences no strict UTF-8 decoder accepts. */
export const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xc3, 0x28],
  [0x80],
  [0xe3, 0x81],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
);

/** `bytes` inserted into `text` at an ASCII boundary, so they cannot complete a neighbouring character. */
export function withBytes(text: string, bytes: readonly number[], at: number): Buffer {
  const buffer = Buffer.from(text, "utf8");
  let i = Math.min(at, buffer.length);
  while (i > 0 && i < buffer.length && (buffer[i - 1]! >= 0x80 || buffer[i]! >= 0x80)) i--;
  return Buffer.concat([buffer.subarray(0, i), Buffer.from([...bytes]), buffer.subarray(i)]);
}

/** Text that is not JSON at all (or JSON that is not an object). */
export const notJson = fc
  .oneof(
    fc.constantFrom(
      "{",
      "}",
      "{'name':'x'}",
      "{name:1}",
      "[1,]",
      '{"a":1,}',
      "NaN",
      "undefined",
      "<xml/>",
      "name=x&email=y",
      '{"a":"\\x41"}',
      '{"a":01}',
      "\u0000",
      '{"a"}',
      "{}{}",
      '{"a":1}x',
    ),
    fc.constantFrom("[]", "[{}]", "null", "true", "0", '"{}"', "1e400", '["name","email"]'),
    hostileString,
  )
  .filter((text) => {
    try {
      // The server's strict decoder drops a leading byte-order mark, as the Encoding standard says.
      const value: unknown = JSON.parse(text.replace(/^\ufeff/, ""));
      return !(value && typeof value === "object" && !Array.isArray(value));
    } catch {
      return true;
    }
  });

/** What an attacker puts in a name to turn the auto-reply into an advert: every one must be refused. */
export const linkTexts = [
  "https://evil.example/win",
  "Claim your prize at http://evil.example",
  "HTTP://EVIL.EXAMPLE",
  "ftp://files.example",
  "www.evil.example",
  "WWW.EVIL.COM",
  "evil.com",
  "bit.ly/abc",
  "evil.example/claim",
  "shop.example.co.jp",
  "mailto:spam@example.com",
  "Taro (visit evil.xyz)",
  "山田太郎 example.net",
];

/** Text-direction controls (Trojan Source): dropped from every one-line field. */
export const bidiCharacters = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
];

/** Characters that hide inside a word: dropped from every one-line field, like the bidi controls. */
export const zeroWidthCharacters = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"];

/** RFC 2047 encoded words, which lenient mail programs decode even in a quoted name: refused in names and companies. */
export const encodedWords = [
  "=?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=",
  "=?utf-8?b?QWxpY2U=?=",
  "=?iso-8859-1?q?attacker=40evil.example?=",
  "=?UTF-8?Q?=3Cattacker=40evil=2Eexample=3E?=",
  "=?us-ascii*en?Q?Bob?=",
  "=?Shift_JIS?B?grGC8YLJgr+CzQ==?=",
];

/** Names and companies that look dotted but are no links: every one must be accepted. */
export const plainDottedNames = [
  "Tamagawa Co., Ltd.",
  "株式会社ABC.",
  "Y.Tanaka",
  "J. R. Smith",
  "Mr.Smith",
  "ABC Inc.",
  "St. Luke's K.K.",
];

/**
 * A well-formed address of exactly `length` characters (6..320): a local part of at
 * most 64 and a domain of labels of at most 63, ending in ".jp".
 */
export function emailOfLength(length: number, tag = "a"): string {
  const local = tag.padEnd(Math.min(64, length - 5), "x");
  let domainLeft = length - local.length - 1 - 3; // "@" and ".jp"
  const labels: string[] = [];
  while (domainLeft > 0) {
    // A label needs at least one character, and every label after the first a dot.
    const take = Math.min(63, domainLeft - (labels.length ? 1 : 0));
    if (take <= 0) {
      labels[labels.length - 1] = labels[labels.length - 1]!.slice(0, -1);
      domainLeft += 1;
      continue;
    }
    labels.push("d".repeat(take));
    domainLeft -= take + (labels.length > 1 ? 1 : 0);
  }
  const address = `${local}@${labels.join(".")}.jp`;
  if (address.length !== length) throw new Error(`emailOfLength(${length}) made ${address.length}`);
  return address;
}
