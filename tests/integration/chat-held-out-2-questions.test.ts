import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { heldOut2Questions } from "./chat-held-out-2-questions";
import { pct, score } from "./chat-visitor-judge";

/** At or below the single scoring run that followed the second tuning round (45.8 %, docs/benchmarks.md). */
export const HELD_OUT_2_MINIMUM = 0.45;

describe("the assistant answers a second table of visitor questions it was never tuned on", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);

  it("has at least 60 cases, half in each language, with conversations and captured leads", () => {
    expect(heldOut2Questions.length).toBeGreaterThanOrEqual(60);
    const japanese = heldOut2Questions.filter((c) => c.language === "ja").length;
    expect(Math.abs(japanese * 2 - heldOut2Questions.length)).toBeLessThanOrEqual(2);
    expect(heldOut2Questions.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(heldOut2Questions.filter((c) => c.lead).length).toBeGreaterThanOrEqual(2);
  });

  it(`answers at least ${HELD_OUT_2_MINIMUM * 100}% with the right facts`, async () => {
    const all = await score(heldOut2Questions);
    const byLanguage = (language: Locale) => score(heldOut2Questions.filter((c) => c.language === language));
    const [ja, en] = [await byLanguage("ja"), await byLanguage("en")];
    // Only the score is printed: the failures stay unseen so the table keeps measuring unseen questions.
    console.log(
      `held-out table 2: ${pct(all.rate)} of ${heldOut2Questions.length} (ja ${pct(ja.rate)}, en ${pct(en.rate)})`,
    );
    expect(all.rate).toBeGreaterThanOrEqual(HELD_OUT_2_MINIMUM);
  });
});
