import { describe, expect, it } from "vitest";
import { validateContact } from "./contact-schema";
import { hasLink } from "./single-line-text";

const valid = { name: "山田 太郎", email: "taro@example.jp", phone: "", company: "", message: "相談したいです" };

// Names and companies someone could use to make the company's email or quotation carry a link.
const hostile = [
  "https://evil.example",
  "ｈｔｔｐｓ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ／ｐａｙ",
  "evil．com",
  "evil。com",
  "ｅｖｉｌ｡ｃｏｍ",
  "お支払いは evil．com へ",
  "振込先はこちら pay-now.zip",
  "Pay the overdue invoice at secure-billing.xn--p1ai",
  "Visit pay.invoice-portal.museum today",
  "192.168.0.1",
  "１９２．１６８．０．１",
  "Send to 10.0.0.1:8080",
  "[2001:db8::1]",
  "fe80::1ff:fe23:4567:890a",
  "2001:db8:0:0:0:0:2:1",
  "www.example",
  "ｗｗｗ．example",
  "mailto:billing@evil.example",
  "evil.example/claim",
  "株式会社evil.com/pay",
  "evil.com, Inc. https://x.example",
  "Pay at evil.com, Inc.",
  "株式会社 請求部 evil.com",
  "株式会社evil.com",
  "株式会社 Example.jp",
];

// Registered names that only look dotted, and ordinary names in both languages.
const legitimate = [
  "Amazon.com, Inc.",
  "Amazon.com Inc",
  "Ａｍａｚｏｎ．ｃｏｍ，　Ｉｎｃ．",
  "Booking.com B.V.",
  "Salesforce.com, inc.",
  "Hotels.com LP",
  "Example.jp株式会社",
  "株式会社 Example.jp Inc.",
  "株式会社川崎ロジテック",
  "（株）川崎商事",
  "Kawasaki Logitech Co., Ltd.",
  "Kawasaki Logitech Co.Ltd.",
  "ACME K.K.",
  "U.S. Steel",
  "Tamagawa Digital Inc.",
  "合同会社たまがわ 3.0",
  "Studio 10:30",
];

describe("the link filter on a company name", () => {
  for (const company of hostile)
    it(`refuses ${JSON.stringify(company)} in both languages`, () => {
      expect(hasLink(company, { companyName: true })).toBe(true);
      expect(validateContact({ ...valid, company }, "en")).toMatchObject({
        ok: false,
        error: { field: "company", message: "Company name must not contain a web address" },
      });
      expect(validateContact({ ...valid, company }, "ja")).toMatchObject({
        ok: false,
        error: { field: "company", message: "会社名にURLやドメイン名は入力できません" },
      });
    });

  for (const company of legitimate)
    it(`accepts ${JSON.stringify(company)} in both languages`, () => {
      for (const lang of ["en", "ja"] as const)
        expect(validateContact({ ...valid, company }, lang)).toMatchObject({ ok: true });
    });
});

describe("the link filter on a person's name", () => {
  // A person's name has no legal form: a dotted token is a link even when "Inc." follows.
  for (const name of [...hostile, "Amazon.com, Inc.", "X.Com", "y.tanaka"])
    it(`refuses ${JSON.stringify(name)} as a name`, () => {
      expect(validateContact({ ...valid, name }, "ja")).toMatchObject({
        ok: false,
        error: { field: "name", message: "お名前にURLやドメイン名は入力できません" },
      });
    });

  for (const name of [
    "山田 太郎",
    "Y. Tanaka",
    "Jean-Luc O'Neil",
    "ＹＡＭＡＤＡ　Ｔａｒｏ",
    "Dr. Smith Jr.",
    "Y.Tanaka",
    "Mr.Smith",
  ])
    it(`accepts ${JSON.stringify(name)} as a name`, () => {
      expect(validateContact({ ...valid, name }, "en")).toMatchObject({ ok: true });
    });
});
