import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { conversationStates } from "../support/chat-states";

/**
 * Every message is read in bounded work, so one visitor cannot stall the thread every request shares. The budget
 * in milliseconds is a benchmark (`npm run bench -- chat-cost`, scripts/bench-chat-cost.mjs), as a busy machine
 * moves it; this test checks what holds on any machine: no question is looked for past the analysed length, and work
 * grows about linearly with the message. The second compares CPU time measured in this run (the least of five runs,
 * so a busy machine does not count against it) with another measurement of the same run, never a fixed figure.
 */
const engine = createChatEngine();

async function cpuOf(text: string, state: ConversationState | null) {
  const history = [{ role: "user" as const, content: text }];
  let least = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    await engine({ language: "ja", history, state, now: new Date("2026-11-25T03:00:00Z") });
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

const hostile: [string, (length: number) => string][] = [
  ["kanji numerals", (n) => "一".repeat(n)],
  ["mixed kanji numerals", (n) => "一二三四五六七八九十百千万".repeat(n).slice(0, n)],
  ["one hiragana repeated", (n) => "あ".repeat(n)],
  ["one letter repeated", (n) => "a".repeat(n)],
  ["alternating scripts", (n) => "aあ1一".repeat(n).slice(0, n)],
  ["a long run without spaces", (n) => "webサイト10ページ予算50万円".repeat(n).slice(0, n)],
  ["a question per line", (n) => "料金は？\n".repeat(n).slice(0, n)],
];

describe("the work of reading one chat message", () => {
  beforeAll(async () => {
    expect(await loadJapaneseTokenizer()).toBeDefined();
    await sharedKnowledge().ready;
    await cpuOf("料金はいくらですか", null);
  });

  // Linear work grows fourfold with a message four times as long (less, with the fixed cost of a request); work
  // that grows with the square of it grows sixteenfold. 8× sits between the two, with room for a measurement
  // disturbed by the machine; the floor keeps figures too small to compare from deciding.
  it.each(hostile)("grows about linearly with the length of %s", async (_, make) => {
    for (const state of conversationStates) {
      const short = await cpuOf(make(250), state);
      const long = await cpuOf(make(1000), state);
      expect(long, `${JSON.stringify(state)}: ${short.toFixed(1)} ms → ${long.toFixed(1)} ms`).toBeLessThan(
        8 * Math.max(short, 1),
      );
    }
  });

  it("reads questions only within the analysed length, whatever the message's length", async () => {
    const ask = async (content: string) =>
      (await engine({ language: "ja", history: [{ role: "user", content }], state: null, now: new Date() })).message;
    const question = "料金はいくらですか？";
    const within = "あ".repeat(100) + "。";
    const past = "あ".repeat(1500) + "。";
    expect(await ask(within + question)).not.toBe(await ask(within));
    expect(await ask(past + question)).toBe(await ask(past));
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
