import { beforeAll, describe, expect, it } from "vitest";
import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { calculatePrice, formatYen } from "../../domain/pricing/pricing";
import type { ChatEngineOutput, ChatTurn, ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";
import { sharedKnowledge } from "../../server/chat/knowledge";

/**
 * A follow-up that names a new subject ("what about X?", 「じゃあXの場合は？」, "X instead") asks what the previous
 * question asked, about X: never the previous answer again. Written in this team's own words.
 */
const engine = createChatEngine();
const now = new Date("2026-11-24T01:00:00Z");

async function converse(language: Locale, messages: string[]): Promise<string[]> {
  const history: ChatTurn[] = [];
  let state: ConversationState | null = null;
  const replies: string[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    const output: ChatEngineOutput = await engine({ language, history: [...history], state, now });
    replies.push(output.message);
    state = output.state;
    history.push({ role: "assistant", content: output.message });
  }
  return replies;
}
const yen = (plan: Parameters<typeof calculatePrice>[0], specs: object, language: Locale) =>
  formatYen(calculatePrice(plan, specs).total, language);

beforeAll(async () => {
  await loadJapaneseTokenizer();
  await sharedKnowledge().ready;
}, 60_000);

describe("a follow-up that names a new subject", () => {
  it("asks again whether we do it, of the new service", async () => {
    const [, apps] = await converse("en", ["Do you build websites?", "what about mobile apps?"]);
    expect(apps).toMatch(/mobile app/i);
    expect(apps).not.toMatch(/^Web Development/u);
    const [, ads] = await converse("en", ["Do you do SEO?", "how about ads?"]);
    expect(ads).toMatch(/advertising/i);
    const [, audit] = await converse("ja", ["クラウド移行はお願いできますか", "それなら、セキュリティ診断は？"]);
    expect(audit).toContain("セキュリティ診断");
    expect(audit).not.toContain("クラウド移行");
  });

  it("asks again the price, of the new plan, in either language", async () => {
    const [, audit] = await converse("en", ["How much is an AI chatbot?", "what about a security audit instead?"]);
    expect(audit).toContain(yen("security-audit", {}, "en"));
    expect(audit).not.toContain(yen("ai-chatbot", {}, "en"));
    const [, upkeep] = await converse("ja", ["SEO対策の料金を教えてください", "じゃあ保守の場合は？"]);
    expect(upkeep).toContain("保守");
    const [, monthly] = await converse("en", [
      "How much for 5 pages of SEO?",
      "that one, but monthly maintenance instead",
    ]);
    expect(monthly).toContain(yen("maintenance", { pages: 5 }, "en"));
  });

  it("never repeats the reply just given: the same answer is said to be the same", async () => {
    const [first, second] = await converse("en", [
      "Roughly what would a 6-screen app for iPhone and Android cost?",
      "PWA instead, would that change anything?",
    ]);
    expect(second).not.toBe(first);
    expect(second === chatReplies.en.answers.sameAsAbove || second.includes("¥")).toBe(true);
  });
});
