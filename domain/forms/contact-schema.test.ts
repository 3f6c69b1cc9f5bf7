import { describe, expect, it } from "vitest";
import { validateContact } from "./contact-schema";

const valid = { name: "山田 太郎", email: "taro@example.jp", phone: "", company: "", message: "相談したいです" };
const x = (n: number, c = "a") => c.repeat(n);

describe("the contact rules (spec section 5)", () => {
  it("accepts a valid message and trims every field", () => {
    const r = validateContact({ ...valid, name: "  Taro  ", company: " ACME ", phone: " 044 " }, "en");
    expect(r).toEqual({
      ok: true,
      data: { name: "Taro", email: "taro@example.jp", phone: "044", company: "ACME", message: "相談したいです" },
    });
  });

  it("drops bidi controls, zero-width characters and soft hyphens from one-line fields, not from the message", () => {
    const hidden = "\u202E\u200B\u00AD\uFEFF\u2066\u200F\u061C\u2060\u200D";
    const r = validateContact(
      {
        name: `Taro${hidden} Yamada\u202Egnp`,
        email: `\u200Btaro\u200F@example.jp\uFEFF`,
        phone: `044\u2066-000\u2069`,
        company: `${hidden}ACME\u00AD Inc${hidden}`,
        message: "Hi\u202E 👨\u200D👩\u200D👧",
      },
      "en",
    );
    expect(r).toEqual({
      ok: true,
      data: {
        name: "Taro Yamadagnp",
        email: "taro@example.jp",
        phone: "044-000",
        company: "ACME Inc",
        message: "Hi\u202E 👨\u200D👩\u200D👧",
      },
    });
  });

  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ["a blank name", { name: "   " }, "name", "Name is required", "お名前を入力してください"],
    ["a missing name", { name: undefined }, "name", "Name is required", "お名前を入力してください"],
    [
      "a 101-character name",
      { name: x(101) },
      "name",
      "Name must be less than 100 characters",
      "お名前は100文字以内で入力してください",
    ],
    [
      "a malformed email",
      { email: "taro@" },
      "email",
      "Invalid email address",
      "有効なメールアドレスを入力してください",
    ],
    [
      "a 255-character email",
      { email: `${x(64)}@${x(60)}.${x(60)}.${x(60)}.example` },
      "email",
      "Email must be less than 255 characters",
      "メールアドレスは254文字以内で入力してください",
    ],
    [
      "a 256-character email",
      { email: `${x(64)}@${x(60)}.${x(60)}.${x(60)}.examples` },
      "email",
      "Email must be less than 255 characters",
      "メールアドレスは254文字以内で入力してください",
    ],
    [
      "a 65-character local part",
      { email: `${x(65)}@example.jp` },
      "email",
      "Email must be less than 255 characters",
      "メールアドレスは254文字以内で入力してください",
    ],
    [
      "a name with a link",
      { name: "Win at https://evil.example" },
      "name",
      "Name must not contain a web address",
      "お名前にURLやドメイン名は入力できません",
    ],
    [
      "a name with a bare domain",
      { name: "visit evil.com now" },
      "name",
      "Name must not contain a web address",
      "お名前にURLやドメイン名は入力できません",
    ],
    [
      "a name with www.",
      { name: "www.example" },
      "name",
      "Name must not contain a web address",
      "お名前にURLやドメイン名は入力できません",
    ],
    [
      "a name with a host and path",
      { name: "evil.example/claim" },
      "name",
      "Name must not contain a web address",
      "お名前にURLやドメイン名は入力できません",
    ],
    [
      "a company with a link",
      { company: "ACME http://x.example" },
      "company",
      "Company name must not contain a web address",
      "会社名にURLやドメイン名は入力できません",
    ],
    [
      "a name with a line break",
      { name: "Taro\nBcc: x" },
      "name",
      "Name contains control characters that are not allowed",
      "お名前に使用できない制御文字が含まれています",
    ],
    [
      "a name with an encoded word",
      { name: "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=" },
      "name",
      "Name must not contain encoded text such as =?…?=",
      "お名前に「=?…?=」の形の文字列は入力できません",
    ],
    [
      "a name with a quoted-printable encoded word hidden behind a zero-width space",
      { name: "=\u200B?iso-8859-1?q?attacker=40evil.example?=" },
      "name",
      "Name must not contain encoded text such as =?…?=",
      "お名前に「=?…?=」の形の文字列は入力できません",
    ],
    [
      "a company with an encoded word",
      { company: "ACME =?utf-8?Q?=3Cx=40evil=2Eexample=3E?=" },
      "company",
      "Company name must not contain encoded text such as =?…?=",
      "会社名に「=?…?=」の形の文字列は入力できません",
    ],
    [
      "a name whose link is split by a zero-width space",
      { name: "Taro evil\u200B.com" },
      "name",
      "Name must not contain a web address",
      "お名前にURLやドメイン名は入力できません",
    ],
    [
      "a name of zero-width characters only",
      { name: "\u200B\u00AD\uFEFF" },
      "name",
      "Name is required",
      "お名前を入力してください",
    ],
    [
      "a company with a tab",
      { company: "ACME\tInc" },
      "company",
      "Company name contains control characters that are not allowed",
      "会社名に使用できない制御文字が含まれています",
    ],
    [
      "an email with a bell character",
      { email: "taro\u0007@example.jp" },
      "email",
      "Email contains control characters that are not allowed",
      "メールアドレスに使用できない制御文字が含まれています",
    ],
    [
      "a 51-character phone",
      { phone: x(51, "1") },
      "phone",
      "Phone number must be less than 50 characters",
      "電話番号は50文字以内で入力してください",
    ],
    [
      "a phone with words in it",
      { phone: "044-555-0100 after 5pm" },
      "phone",
      "Phone number may hold only digits, spaces, + ( ) and -",
      "電話番号は数字と「+ ( ) -」、スペースで入力してください",
    ],
    [
      "a 51-letter phone (the length is named before the characters)",
      { phone: x(51, "a") },
      "phone",
      "Phone number must be less than 50 characters",
      "電話番号は50文字以内で入力してください",
    ],
    [
      "a 201-character company",
      { company: x(201) },
      "company",
      "Company name must be less than 200 characters",
      "会社名は200文字以内で入力してください",
    ],
    ["a blank message", { message: " \n " }, "message", "Message is required", "お問い合わせ内容を入力してください"],
    [
      "a 5001-character message",
      { message: x(5001, "あ") },
      "message",
      "Message must be less than 5000 characters",
      "お問い合わせ内容は5000文字以内で入力してください",
    ],
  ];
  for (const [what, change, field, en, ja] of cases) {
    it(`rejects ${what} with the spec's message in both languages`, () => {
      expect(validateContact({ ...valid, ...change }, "en")).toMatchObject({
        ok: false,
        error: { field, message: en },
      });
      expect(validateContact({ ...valid, ...change }, "ja")).toMatchObject({
        ok: false,
        error: { field, message: ja },
      });
    });
  }

  it("accepts every field at exactly its limit", () => {
    const email = `${x(64)}@${x(60)}.${x(60)}.${x(60)}.exampl`;
    expect(email.length).toBe(254);
    const r = validateContact(
      { name: x(100, "名"), email, phone: x(50, "1"), company: x(200), message: x(5000, "あ") },
      "en",
    );
    expect(r.ok).toBe(true);
  });

  it("names every invalid field in form order too, each with its own first message", () => {
    const r = validateContact({ name: "", email: "bad", phone: "044", company: x(300), message: "" }, "en");
    expect(r.ok ? [] : r.errors).toEqual([
      { field: "name", message: "Name is required" },
      { field: "email", message: "Invalid email address" },
      { field: "company", message: "Company name must be less than 200 characters" },
      { field: "message", message: "Message is required" },
    ]);
  });

  it("reports the first failing field as the error, in the order name, email, phone, company, message", () => {
    const r = validateContact({ name: "", email: "bad", phone: x(60), company: x(300), message: "" }, "en");
    expect(r).toMatchObject({ ok: false, error: { field: "name", message: "Name is required" } });
    const r2 = validateContact({ ...valid, email: "bad", message: "" }, "en");
    expect(r2).toMatchObject({ ok: false, error: { field: "email", message: "Invalid email address" } });
  });

  it("accepts ordinary names and company names with dots", () => {
    for (const name of ["Y.Tanaka", "Mr.Smith", "J. R. R. Tolkien", "山田 太郎", "O'Brien"])
      expect(validateContact({ ...valid, name }, "en").ok).toBe(true);
    for (const company of ["Tamagawa Co., Ltd.", "株式会社ABC.", "ABC Inc.", "Yamada & Sons, K.K.", "St. Luke's"]) {
      expect(validateContact({ ...valid, company }, "en").ok).toBe(true);
    }
  });

  it("counts characters as people do, so 100 emoji are a valid name", () => {
    expect(validateContact({ ...valid, name: x(100, "😀") }, "en").ok).toBe(true);
  });

  it("answers wrong types with the field's message instead of failing", () => {
    expect(validateContact({ ...valid, name: 42 }, "en")).toMatchObject({
      ok: false,
      error: { field: "name", message: "Name is required" },
    });
    expect(validateContact({ ...valid, phone: { a: 1 } }, "en")).toMatchObject({
      ok: false,
      error: { field: "phone", message: "Phone number must be text" },
    });
    expect(validateContact(null, "en")).toMatchObject({
      ok: false,
      error: { field: "name", message: "Name is required" },
    });
  });

  it("accepts a message without the optional phone and company keys", () => {
    const { phone: _phone, company: _company, ...required } = valid;
    expect(validateContact(required, "en")).toEqual({ ok: true, data: { ...required, phone: "", company: "" } });
  });

  it("ignores unknown extra fields", () => {
    const r = validateContact({ ...valid, isAdmin: true, __proto__: { polluted: 1 } }, "en");
    expect(r.ok && Object.keys(r.data).sort()).toEqual(["company", "email", "message", "name", "phone"]);
  });

  it("keeps a phone as people write it, with full-width digits and a Japanese keyboard's dashes folded", () => {
    const phone = (value: string) => {
      const r = validateContact({ ...valid, phone: value }, "ja");
      return r.ok ? r.data.phone : null;
    };
    expect(phone("０９０ー１２３４ー５６７８")).toBe("090-1234-5678");
    expect(phone("＋８１　４４（５５５）０１００")).toBe("+81 44(555)0100");
    expect(phone("044−555‐0100")).toBe("044-555-0100");
    expect(phone(" (044) 555-0100 ")).toBe("(044) 555-0100");
    expect(phone("")).toBe("");
    for (const refused of ["+", "--", "044.555.0100", "tel:0445550100", "０４４－ＡＢＣ", "044-555-0100 内線12"])
      expect(phone(refused), refused).toBeNull();
  });
});
