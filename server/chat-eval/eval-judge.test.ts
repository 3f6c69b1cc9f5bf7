import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ChatLead } from "../chat/chat-types";
import { compile, judgeLead, judgeReply, normalise } from "./eval-judge";
import { readEvalTable } from "./eval-table";

describe("normalise", () => {
  it.each([
    ["５０，０００円", "50000円"],
    ["¥1,234,567", "¥1234567"],
    ["5万円", "50000円"],
    ["5万5千円", "55000円"],
    ["1.5万円", "15000円"],
    ["6千円", "6000円"],
    ["¥50k", "¥50000"],
    ["50k yen", "50000 yen"],
    ["1.2 million yen", "1200000 yen"],
    ["“quoted” ‘text’", "\"quoted\" 'text'"],
  ])("%s -> %s", (input, output) => {
    expect(normalise(input)).toBe(output);
  });
});

describe("patterns", () => {
  it("{N:x} is that number and no other", () => {
    expect(compile("{N:4}").test("社員4名")).toBe(true);
    expect(compile("{N:4}").test("社員24名")).toBe(false);
    expect(compile("{N:4}").test("1.4")).toBe(false);
  });

  it("{T:x} is x before tax or with 10 % tax", () => {
    expect(compile("{T:50000}").test("50000円")).toBe(true);
    expect(compile("{T:50000}").test("税込55000円")).toBe(true);
    expect(compile("{T:50000}").test("150000円")).toBe(false);
  });

  it("expands the named shorthands and is case-insensitive", () => {
    expect(compile("{PHONE}").test("call 044-200-1234")).toBe(true);
    expect(compile("{NEG_JA}").test("修理は行っておりません")).toBe(true);
    expect(compile("{NEG_EN}").test("Repair isn't something we offer")).toBe(true);
    expect(compile("{DECLINE_EN}").test("I can't share that")).toBe(true);
    expect(compile("SEO").test("seo")).toBe(true);
  });
});

describe("judgeReply", () => {
  const turn = {
    must: [
      "CMS",
      { atLeast: 2, of: ["SEO", "CMS", "revisions?"] },
      { amountBetween: [40000, 60000] as [number, number] },
    ],
    mustNot: ["guarantee"],
  };

  it("passes a reply that holds every must and no mustNot", () => {
    expect(judgeReply("The Standard plan: CMS and SEO, ¥50,000.", turn)).toEqual([]);
  });

  it("says what is missing and what is there that must not be", () => {
    expect(judgeReply("We guarantee a CMS for ¥1 million.", turn, ["million"])).toEqual([
      "only 1 of 2+ in [SEO , CMS , revisions?]",
      "no amount between 40000 and 60000",
      "has /guarantee/",
    ]);
  });

  it("applies the table's globalMustNot to every turn", () => {
    expect(judgeReply("I couldn't find a reliable answer.", { must: [] }, ["couldn't find a reliable answer"])).toEqual(
      ["has /couldn't find a reliable answer/"],
    );
  });
});

describe("judgeLead", () => {
  const expected = {
    name: "山田\\s*太郎",
    email: "Yamada@example.jp",
    phoneDigits: "9012345678",
    transcript: ["予約"],
  };
  const lead: ChatLead = {
    kind: "sales",
    name: "山田 太郎",
    email: "yamada@example.jp",
    phone: "+81 (90) 1234-5678",
    message: "見積もりをお願いします",
    transcript: "訪問者: 予約フォームも付けたいです",
  };

  it("passes a lead with the name, email, phone digits and a phrase of the conversation", () => {
    expect(judgeLead(expected, lead)).toEqual([]);
  });

  it("names each part that is missing", () => {
    expect(judgeLead(expected, { ...lead, name: "山田", phone: undefined, transcript: "" })).toEqual([
      "name /山田\\s*太郎/ missing",
      "phone 9012345678 missing",
      "no phrase of the earlier turns (予約)",
    ]);
    expect(judgeLead(expected, undefined)).toEqual(["no lead returned"]);
  });
});

describe("readEvalTable", () => {
  function table(questions: unknown, expectations: unknown): string {
    const dir = mkdtempSync(join(tmpdir(), "chat-eval-"));
    writeFileSync(join(dir, "questions.json"), JSON.stringify(questions));
    writeFileSync(join(dir, "expectations.json"), JSON.stringify(expectations));
    return dir;
  }
  const question = { id: "A1", lang: "en", turns: ["Hi?", "And?"] };

  it("reads a directory or the two files, and joins each conversation to its checks", () => {
    const dir = table([question], { items: { A1: { turns: [{ must: ["a"] }, { must: [], mustNot: ["b"] }] } } });
    const read = readEvalTable([dir]);
    expect(read.conversations[0]).toMatchObject({
      id: "A1",
      lang: "en",
      expect: [{ must: ["a"] }, { mustNot: ["b"] }],
    });
    expect(read.globalMustNot).toEqual([]);
    expect(readEvalTable([join(dir, "questions.json"), join(dir, "expectations.json")])).toEqual(read);
  });

  it.each([
    [[question], { items: {} }, /no expectations for A1/],
    [[question], { items: { A1: { turns: [{ must: [] }] } } }, /2 turn\(s\) but checks for 1/],
    [[{ ...question, lang: "fr" }], { items: {} }, /lang/],
    [[question, question], { items: { A1: { turns: [{ must: [] }, { must: [] }] } } }, /appears twice/],
  ])("refuses a table that does not fit together (%#)", (questions, expectations, message) => {
    expect(() => readEvalTable([table(questions, expectations)])).toThrow(message);
  });

  it("says when the table is not there", () => {
    expect(() => readEvalTable(["/nonexistent/table"])).toThrow(/does not exist/);
  });
});
