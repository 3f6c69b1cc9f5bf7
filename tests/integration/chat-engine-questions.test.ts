import { describe, expect, it } from "vitest";
import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { createChatEngine } from "../../server/chat/engine";
import { linkTargets } from "../../server/chat/reply-format";
import { heldOutQuestions, questionTable } from "./chat-engine-question-table";

// A weekday at 11:00 in Tokyo, so no off-hours note interferes.
const now = new Date("2025-06-10T02:00:00Z");
const engine = createChatEngine();

/** The first link of a reply as a spec route: language prefix and hash removed. */
function firstPage(message: string, language: Locale): string | undefined {
  const target = linkTargets(message)[0];
  if (!target) return undefined;
  const prefixed = language === "en" ? target.startsWith("/en/") || target === "/en" : !target.startsWith("/en");
  if (!prefixed) return `wrong-language:${target}`;
  const path = (language === "en" ? target.slice(3) || "/" : target).split("#")[0];
  return path;
}

describe("the assistant answers realistic questions from the site's content", () => {
  it("has a balanced table of at least 40 questions", () => {
    const all = [...questionTable, ...heldOutQuestions];
    expect(all.length).toBeGreaterThanOrEqual(40);
    const japanese = all.filter((c) => c.language === "ja").length;
    expect(Math.abs(japanese * 2 - all.length)).toBeLessThanOrEqual(2);
  });

  it("links at least 90% of answers to the page that holds the answer", async () => {
    const misses: string[] = [];
    for (const c of [...questionTable, ...heldOutQuestions]) {
      const { message } = await engine({
        language: c.language,
        history: [{ role: "user", content: c.question }],
        state: null,
        now,
      });
      const unsurePrefix = chatReplies[c.language].fallback.unsure("").slice(0, 12);
      const saidUnsure = message.startsWith(unsurePrefix);
      const page = firstPage(message, c.language);
      if (page !== c.page || saidUnsure !== Boolean(c.unsure))
        misses.push(`${c.question} -> ${page}${saidUnsure ? " (unsure)" : ""}, expected ${c.page}`);
    }
    const total = questionTable.length + heldOutQuestions.length;
    const hitRate = (total - misses.length) / total;
    console.log(`chat engine hit rate: ${(hitRate * 100).toFixed(1)}% (${total - misses.length}/${total})`);
    if (misses.length) console.log(`misses:\n  ${misses.join("\n  ")}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });
});
