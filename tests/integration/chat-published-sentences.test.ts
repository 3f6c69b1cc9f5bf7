import { beforeAll, describe, expect, it } from "vitest";
import { createChatEngine } from "../../server/chat/engine";
import { sharedKnowledge } from "../../server/chat/knowledge";

/** The published-sentence index, in the team's own words: found before "our site doesn't say", never a neighbour. */
const engine = createChatEngine();
const now = new Date("2026-11-24T01:00:00Z");

beforeAll(async () => {
  await sharedKnowledge().ready;
}, 60_000);

const find = (language: "ja" | "en", part: string) => sharedKnowledge().sentences!.find(part, language);
const ask = (language: "ja" | "en", content: string) =>
  engine({ language, history: [{ role: "user", content }], state: null, now });

describe("published sentences", () => {
  it("finds the one sentence that answers a fact published inside a longer page, in both languages", () => {
    const cases: ["ja" | "en", string, RegExp][] = [
      ["ja", "休日でも監視していますか", /24時間365日の監視/u],
      ["ja", "振込手数料はどちらが負担しますか", /振込手数料/u],
      ["ja", "支払いはいつまでにすればよろしいでしょうか", /翌月末日/u],
      ["en", "do you monitor the servers around the clock?", /24\/7 monitoring/u],
      ["en", "how long do you keep my contact form message?", /24 months/u],
      ["en", "when is payment due after the invoice?", /end of the month after the invoice month/u],
      ["en", "what uptime do you promise for hosting?", /99\.9% uptime/u],
    ];
    for (const [language, part, sentence] of cases) expect(find(language, part)?.sentence, part).toMatch(sentence);
  });

  it("finds nothing for what the site does not say, though a word of it is published", () => {
    for (const [language, part] of [
      ["ja", "駐車場はありますか"],
      ["ja", "社長の趣味は何ですか"],
      ["ja", "ISO27001の認証は持っていますか"],
      ["ja", "賠償責任保険に入っていますか"],
      ["en", "is there parking at your office?"],
      ["en", "what is your CEO's favourite food?"],
      ["en", "do you carry liability insurance?"],
      ["en", "how long is a quotation valid?"],
      ["en", "can I meet you on Zoom?"],
      ["ja", "Zoomで打ち合わせできますか"],
    ] as const)
      expect(find(language, part), part).toBeNull();
  });

  it("answers with the sentence, under its page's title and link, when no whole page explains the question", async () => {
    const out = await ask("en", "do you monitor the servers around the clock?");
    expect(out.message).toMatch(/24\/7 monitoring/u);
    expect(out.message).toMatch(/\]\(\/en\//u);
    expect(out.handoff).toBeUndefined();
  });

  it("hands over a tool the site never names instead of answering with a neighbouring page", async () => {
    const out = await ask("en", "Could we hold the first call on Zoom?");
    expect(out.handoff?.reason).toBe("cannot_answer");
  });
});
