import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { heldOut6Questions } from "./chat-held-out-6-questions";
import { pct, score } from "./chat-visitor-judge";

/** Set at or below its single scoring run after the round it measures (91.8 %, decision 019). */
export const HELD_OUT_6_MINIMUM = 0.9;

describe("the assistant answers a sixth table of visitor questions it was never tuned on", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);

  it("has at least 80 cases, half in each language, with conversations and captured leads", () => {
    expect(heldOut6Questions.length).toBeGreaterThanOrEqual(80);
    const japanese = heldOut6Questions.filter((c) => c.language === "ja").length;
    expect(Math.abs(japanese * 2 - heldOut6Questions.length)).toBeLessThanOrEqual(2);
    expect(heldOut6Questions.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    const leads = heldOut6Questions.filter((c) => c.lead);
    expect(leads.length).toBeGreaterThanOrEqual(4);
    expect(new Set(leads.map((c) => c.language)).size).toBe(2);
  });

  it(`answers at least ${HELD_OUT_6_MINIMUM * 100}% with the right facts`, async () => {
    const all = await score(heldOut6Questions);
    const byLanguage = (language: Locale) => score(heldOut6Questions.filter((c) => c.language === language));
    const [ja, en] = [await byLanguage("ja"), await byLanguage("en")];
    // Only the score is printed: the failures stay unseen so the table keeps measuring unseen questions.
    console.log(
      `held-out table 6: ${pct(all.rate)} of ${heldOut6Questions.length} (ja ${pct(ja.rate)}, en ${pct(en.rate)})`,
    );
    expect(all.rate).toBeGreaterThanOrEqual(HELD_OUT_6_MINIMUM);
  }, 120_000);
});
