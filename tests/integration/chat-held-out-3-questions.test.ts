import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { heldOut3Questions } from "./chat-held-out-3-questions";
import { pct, score } from "./chat-visitor-judge";

/**
 * A regression table since its failures were looked at and fixed (decision 019): set at or
 * below its score after that round (96.4 %); a fresh held-out table measures the engine instead.
 */
export const HELD_OUT_3_MINIMUM = 0.95;

describe("the assistant still answers the third held-out table's visitor questions", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);

  it("has at least 60 cases, half in each language, with conversations and captured leads", () => {
    expect(heldOut3Questions.length).toBeGreaterThanOrEqual(60);
    const japanese = heldOut3Questions.filter((c) => c.language === "ja").length;
    expect(Math.abs(japanese * 2 - heldOut3Questions.length)).toBeLessThanOrEqual(2);
    expect(heldOut3Questions.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(heldOut3Questions.filter((c) => c.lead).length).toBeGreaterThanOrEqual(2);
  });

  it(`answers at least ${HELD_OUT_3_MINIMUM * 100}% with the right facts`, async () => {
    const all = await score(heldOut3Questions);
    const byLanguage = (language: Locale) => score(heldOut3Questions.filter((c) => c.language === language));
    const [ja, en] = [await byLanguage("ja"), await byLanguage("en")];
    console.log(
      `held-out table 3: ${pct(all.rate)} of ${heldOut3Questions.length} (ja ${pct(ja.rate)}, en ${pct(en.rate)})`,
    );
    if (all.failures.length) console.log(`failures:\n  ${all.failures.join("\n  ")}`);
    expect(all.rate).toBeGreaterThanOrEqual(HELD_OUT_3_MINIMUM);
  });
});
