import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { heldOut5Questions } from "./chat-held-out-5-questions";
import { pct, score } from "./chat-visitor-judge";

/**
 * A regression table since its failures were looked at and fixed (decision 019): set at or
 * below its score after that round (99.1 %); a fresh held-out table measures the engine instead.
 */
export const HELD_OUT_5_MINIMUM = 0.95;

describe("the assistant still answers the fifth held-out table's visitor questions", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);

  it("has at least 80 cases, half in each language, with conversations and captured leads", () => {
    expect(heldOut5Questions.length).toBeGreaterThanOrEqual(80);
    const japanese = heldOut5Questions.filter((c) => c.language === "ja").length;
    expect(Math.abs(japanese * 2 - heldOut5Questions.length)).toBeLessThanOrEqual(2);
    expect(heldOut5Questions.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    const leads = heldOut5Questions.filter((c) => c.lead);
    expect(leads.length).toBeGreaterThanOrEqual(4);
    expect(new Set(leads.map((c) => c.language)).size).toBe(2);
  });

  it(`answers at least ${HELD_OUT_5_MINIMUM * 100}% with the right facts`, async () => {
    const all = await score(heldOut5Questions);
    const byLanguage = (language: Locale) => score(heldOut5Questions.filter((c) => c.language === language));
    const [ja, en] = [await byLanguage("ja"), await byLanguage("en")];
    console.log(
      `held-out table 5: ${pct(all.rate)} of ${heldOut5Questions.length} (ja ${pct(ja.rate)}, en ${pct(en.rate)})`,
    );
    if (all.failures.length) console.log(`failures:\n  ${all.failures.join("\n  ")}`);
    expect(all.rate).toBeGreaterThanOrEqual(HELD_OUT_5_MINIMUM);
  }, 120_000);
});
