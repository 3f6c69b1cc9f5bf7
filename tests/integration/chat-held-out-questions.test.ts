import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { heldOutQuestions } from "./chat-held-out-questions";
import { pct, score } from "./chat-visitor-judge";

/**
 * A regression table since its failures were looked at and fixed (decision 019): set at or
 * below its score after that round; a fresh held-out table measures the engine instead.
 */
export const HELD_OUT_MINIMUM = 0.95;

describe("the assistant still answers the first held-out table's visitor questions", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);

  it("has at least 60 cases, half in each language, with conversations and captured leads", () => {
    expect(heldOutQuestions.length).toBeGreaterThanOrEqual(60);
    const japanese = heldOutQuestions.filter((c) => c.language === "ja").length;
    expect(Math.abs(japanese * 2 - heldOutQuestions.length)).toBeLessThanOrEqual(2);
    expect(heldOutQuestions.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(heldOutQuestions.filter((c) => c.lead).length).toBeGreaterThanOrEqual(2);
  });

  it(`answers at least ${HELD_OUT_MINIMUM * 100}% with the right facts`, async () => {
    const all = await score(heldOutQuestions);
    const byLanguage = (language: Locale) => score(heldOutQuestions.filter((c) => c.language === language));
    const [ja, en] = [await byLanguage("ja"), await byLanguage("en")];
    console.log(
      `first held-out table: ${pct(all.rate)} of ${heldOutQuestions.length} (ja ${pct(ja.rate)}, en ${pct(en.rate)})`,
    );
    if (all.failures.length) console.log(`failures:\n  ${all.failures.join("\n  ")}`);
    expect(all.rate).toBeGreaterThanOrEqual(HELD_OUT_MINIMUM);
  });
});
