import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationState } from "../../server/chat/chat-types";
import { analysedText, ANALYSED_CHARACTERS } from "../../server/chat/analysis-budget";
import { createChatEngine } from "../../server/chat/engine";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../domain/chat/chat-limits";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";
import { sharedKnowledge } from "../../server/chat/knowledge";

/**
 * Every message is read in bounded work, so one visitor cannot stall the thread every request shares. The
 * budget itself (50 ms of CPU per message) is a figure of `npm run bench -- chat-cost`, not asserted here:
 * a fixed duration fails by chance on a slower or busier machine. What is asserted does not depend on the
 * machine's speed: costs are compared with each other, measured in the same run, in CPU time of this process,
 * the least of five runs.
 */
const engine = createChatEngine();
const states: (ConversationState | null)[] = [
  null,
  { flow: "lead", kind: "sales", step: "name" },
  { flow: "lead", kind: "sales", step: "email", name: "山田 太郎" },
  { flow: "lead", kind: "support", step: "message", name: "Ann Lee", email: "ann@example.com" },
  { flow: "quote", attempts: 0 },
];

async function cpuOf(text: string, state: ConversationState | null, language: "ja" | "en") {
  const history = [
    { role: "user" as const, content: text },
    { role: "assistant" as const, content: "?" },
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

const repeated = (unit: string, length: number) =>
  [...unit.repeat(Math.ceil(length / [...unit].length))].slice(0, length).join("");

describe("the work of reading one chat message", () => {
  beforeAll(async () => {
    expect(await loadJapaneseTokenizer()).toBeDefined();
    await sharedKnowledge().ready;
    await cpuOf("料金はいくらですか", null, "ja");
  });

  it("analyses at most a bounded head of a message, cut at a sentence end within it", () => {
    const sentence = "料金について教えてください。";
    const long = sentence.repeat(1000);
    const head = analysedText(long);
    expect([...head].length).toBeLessThanOrEqual(ANALYSED_CHARACTERS);
    expect(head.endsWith("。")).toBe(true);
    expect(analysedText("短い質問です")).toBe("短い質問です");
  });

  it.each([
    ["kanji numerals", "一二三四五六七八九十百千万"],
    ["one hiragana", "あ"],
    ["one letter", "a"],
    ["alternating scripts", "aあ1一"],
    ["a run without spaces", "webサイト10ページ予算50万円"],
    ["emoji", "😀"],
    ["a question per line", "料金は？\n"],
  ])("grows at most linearly with %s, up to the longest message the API takes", async (_, unit) => {
    // Twice the text may cost about twice the work (three times, with slack for noise), never its square.
    const longest = CHAT_MESSAGE_MAX_LENGTH;
    for (const state of states) {
      const quarter = await cpuOf(repeated(unit, longest / 4), state, "ja");
      const half = await cpuOf(repeated(unit, longest / 2), state, "ja");
      const full = await cpuOf(repeated(unit, longest), state, "ja");
      const where = `${JSON.stringify(state)}: ${quarter.toFixed(1)} / ${half.toFixed(1)} / ${full.toFixed(1)} ms`;
      expect(half, where).toBeLessThan(3 * quarter + 5);
      expect(full, where).toBeLessThan(3 * half + 5);
    }
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
