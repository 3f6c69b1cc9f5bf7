import { describe, expect, it } from "vitest";
import { companyKey, emailKey, foldCompany, indexBody, phoneE164, phoneKey } from "./lead-index";

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

  it("writes a phone number in one normal form, E.164 with Japan by default, whichever way it was given", () => {
    for (const given of [
      "+81 90 8765 4321",
      "090-8765-4321",
      "09087654321",
      "０９０－８７６５－４３２１",
      "(090) 8765 4321",
    ])
      expect(phoneE164(given), given).toBe("+819087654321");
    expect(phoneKey("+81 90 8765 4321")).toBe(phoneKey("090-8765-4321"));
    expect(phoneE164("+1 415 555 0100")).toBe("+14155550100");
    expect(phoneE164("4242")).toBeNull();
    expect(phoneE164("川崎商事")).toBeNull();
    const body = indexBody({ ...lead, phone: "+81 90 8765 4321" });
    expect(body).toContain("+819087654321");
    expect(body).toContain("09087654321");
  });

  it("folds every legal form the customers write, before or after the name", () => {
    for (const given of [
      "株式会社川崎商事",
      "川崎商事株式会社",
      "(株)川崎商事",
      "㈱川崎商事",
      "（株）川崎商事",
      "川崎商事（株）",
      "川崎商事",
    ])
      expect(foldCompany(given), given).toBe("川崎商事");
    for (const given of ["有限会社加藤製作所", "(有)加藤製作所", "㈲加藤製作所", "加藤製作所"])
      expect(foldCompany(given), given).toBe("加藤製作所");
    expect(foldCompany("合同会社タマガワ")).toBe("タマガワ");
    for (const given of [
      "Kawasaki Trading K.K.",
      "Kawasaki Trading Co., Ltd.",
      "Kawasaki Trading Inc.",
      "kawasaki trading",
    ])
      expect(foldCompany(given), given).toBe("kawasakitrading");
    // A word that only contains a legal form's letters is kept.
    expect(foldCompany("Incubate Coffee")).toBe("incubatecoffee");
  });
});
