import { describe, expect, it } from "vitest";
import { companyKey, emailKey, indexBody, phoneKey } from "./lead-index";

const lead = {
  id: "x",
  kind: "contact" as const,
  created_at: "2026-11-01T00:00:00.000Z",
  reference: "C-2611-0001",
  name: "佐藤 健一",
  email: "Kenichi@Example.jp",
  phone: "０９０－１２３４－５６７８",
  company: "株式会社 カワサキテック",
  text: "ＷＥＢサイトの相談",
};

describe("the office's search index", () => {
  it("stores the name and company also without spaces, and the phone as bare digits", () => {
    const body = indexBody(lead);
    expect(body).toContain("佐藤健一");
    expect(body).toContain("09012345678");
    expect(body).toContain("株式会社カワサキテック");
    expect(body).toContain("c-2611-0001");
    // Full-width letters fold to ASCII lower case, as a query is folded.
    expect(body).toContain("webサイト");
  });

  it("keys a person by address whatever its case, and a phone by its digits whatever its punctuation", () => {
    expect(emailKey("kenichi@example.jp")).toBe(emailKey(" Kenichi@EXAMPLE.jp "));
    expect(phoneKey("090-1234-5678")).toBe(phoneKey("(090) 1234 5678"));
    expect(phoneKey("12")).toBeNull();
    expect(emailKey("kenichi@example.jp")).toMatch(/^e[0-9a-f]{24}$/);
  });

  it("keys a company without its legal form or spaces", () => {
    expect(companyKey("株式会社 カワサキテック")).toBe(companyKey("カワサキテック"));
    expect(companyKey("Kawasaki Tech Co., Ltd.")).toBe(companyKey("kawasaki tech"));
    expect(companyKey("カワサキテック")).not.toBe(companyKey("ヨコハマテック"));
    expect(companyKey("株式会社")).toBeNull();
  });
});
