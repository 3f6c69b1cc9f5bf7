import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { pathologicalText } from "../support/pathological-text";

/**
 * Every message is read in bounded work: a hostile message of up to 2,000 characters costs no more CPU than
 * the budget in any state of the conversation, so one visitor cannot stall the thread every request shares.
 * Measured in CPU time of this process (not wall time), the least of five runs, so a busy machine does not
 * count against it.
 */
const BUDGET_MS = 50;

const engine = createChatEngine();
const states: (ConversationState | null)[] = [
  null,
  { flow: "lead", kind: "sales", step: "name" },
  { flow: "lead", kind: "sales", step: "email", name: "山田 太郎" },
  { flow: "lead", kind: "support", step: "message", name: "Ann Lee", email: "ann@example.com" },
  { flow: "lead", kind: "sales", step: "confirm", name: "Ann Lee", email: "ann@example.com", message: "site" },
  { flow: "quote", attempts: 0 },
];

async function cpuOf(text: string, state: ConversationState | null, language: "ja" | "en", previous: boolean) {
  const history = [
    ...(previous
      ? [
          { role: "user" as const, content: text },
          { role: "assistant" as const, content: "?" },
        ]
      : []),
    { role: "user" as const, content: text },
  ];
  let least = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    await engine({ language, history, state, now: new Date("2026-11-25T03:00:00Z") });
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

describe("the work of reading one chat message", () => {
  beforeAll(async () => {
    expect(await loadJapaneseTokenizer()).toBeDefined();
    await sharedKnowledge().ready;
    await cpuOf("料金はいくらですか", null, "ja", false);
  });

  it.each([
    ["2,000 kanji numerals", "一".repeat(2000)],
    ["2,000 mixed kanji numerals", "一二三四五六七八九十百千万".repeat(160).slice(0, 2000)],
    ["one hiragana repeated", "あ".repeat(2000)],
    ["one letter repeated", "a".repeat(2000)],
    ["alternating scripts", "aあ1一".repeat(500)],
    ["a long run without spaces", "webサイト10ページ予算50万円".repeat(100).slice(0, 2000)],
    ["emoji", "😀".repeat(2000)],
    ["a question per line", "料金は？\n".repeat(400)],
  ])("stays within %s's budget", async (_, text) => {
    for (const state of states) {
      const ms = await cpuOf(text, state, "ja", true);
      expect(ms, `${JSON.stringify(state)}: ${ms.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    }
  });

  it("stays within the budget for generated hostile messages in every state", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        pathologicalText(2000),
        fc.constantFrom(...states),
        fc.constantFrom<"ja" | "en">("ja", "en"),
        fc.boolean(),
        async (text, state, language, previous) => {
          const ms = await cpuOf(text, state, language, previous);
          expect(
            ms,
            `${ms.toFixed(1)} ms for ${JSON.stringify(text.slice(0, 40))}… (${[...text].length})`,
          ).toBeLessThan(BUDGET_MS);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("stores every character of a long request, past what is analysed", async () => {
    const background = "ご相談の背景をご説明します。".repeat(120);
    const long = `${background}連絡先は taro@example.com です。`;
    const reply = await engine({
      language: "ja",
      history: [{ role: "user", content: long }],
      state: { flow: "lead", kind: "sales", step: "message", name: "山田 太郎", email: "taro@example.com" },
      now: new Date("2026-11-25T03:00:00Z"),
    });
    // The address given again is read as a detail and left out of the request itself.
    expect(reply.state).toMatchObject({ step: "confirm", message: `${background}連絡先は です。` });
  });
});
