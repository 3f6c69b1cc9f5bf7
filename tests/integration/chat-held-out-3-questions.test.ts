import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { heldOut3Questions } from "./chat-held-out-3-questions";
import { pct, score } from "./chat-visitor-judge";

/** Zero until the table is scored: the integrator sets it at or below that single scoring run (decision 019). */
export const HELD_OUT_3_MINIMUM = 0.55;

describe("the assistant answers a third table of visitor questions it was never tuned on", () => {
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
    // Only the score is printed: the failures stay unseen so the table keeps measuring unseen questions.
    console.log(
      `held-out table 3: ${pct(all.rate)} of ${heldOut3Questions.length} (ja ${pct(ja.rate)}, en ${pct(en.rate)})`,
    );
    expect(all.rate).toBeGreaterThanOrEqual(HELD_OUT_3_MINIMUM);
  });
});
