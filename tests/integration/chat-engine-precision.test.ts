import { beforeAll, describe, expect, it } from "vitest";
import { CONFIDENCE_THRESHOLD, retrieve } from "../../server/chat/answer-question";
import { createChatEngine } from "../../server/chat/engine";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { labelledParts } from "./chat-precision-utterances";
import { company } from "../../content/company";
import { representative } from "../../content/team";

/** The per-part precision gate, measured on the team's own labelled utterances (not a development set's). */
const engine = createChatEngine();
const now = new Date("2026-11-24T01:00:00Z");

beforeAll(async () => {
  await loadJapaneseTokenizer();
  await sharedKnowledge().ready;
}, 60_000);

describe("the per-part precision gate", () => {
  it("answers few uncovered parts and keeps most covered ones", () => {
    let wrong = 0;
    let right = 0;
    for (const part of labelledParts) {
      const top = retrieve(sharedKnowledge(), part.text, [], part.language)[0];
      const answers = top !== undefined && top.confidence >= CONFIDENCE_THRESHOLD;
      if (part.none && answers) wrong++;
      if (!part.none && answers && part.answer!.some((id) => top.doc.id.startsWith(id))) right++;
    }
    // Without the gate 10 of the 16 uncovered parts were answered with a neighbouring topic.
    expect(wrong).toBeLessThanOrEqual(3);
    expect(right).toBeGreaterThanOrEqual(26);
  });

  it("hands off exactly the part it cannot answer and answers the other, in keigo", async () => {
    const out = await engine({
      language: "ja",
      history: [
        { role: "user", content: "恐れ入ります、御社の営業時間と、駐車場の有無を教えていただけますでしょうか。" },
      ],
      state: null,
      now,
    });
    expect(out.message).toContain("9:00");
    expect(out.handoff?.reason).toBe("cannot_answer");
    expect(out.handoff?.parts).toHaveLength(1);
    expect(out.handoff?.parts[0]).toContain("駐車場");
  });

  const ask = async (language: "ja" | "en", content: string) =>
    engine({ language, history: [{ role: "user", content }], state: null, now });

  it("answers a company fact only when the row explains what is asked, else hands that part to a person", async () => {
    // A neighbouring row (the representative, the office, the headcount) is not an attribute the site never gives.
    for (const [language, text, topic] of [
      ["en", "hey, what does your boss like to eat for lunch?", "eat"],
      ["en", "Roughly how many whiteboards does your office have?", "whiteboards"],
      ["ja", "代表取締役の方のご趣味をお伺いしてもよろしいでしょうか", "趣味"],
      ["ja", "社員の皆さんの平均年齢って何歳くらい？", "平均年齢"],
    ] as const) {
      const out = await ask(language, text);
      expect(out.message, text).not.toContain(representative.name);
      expect(out.message, text).not.toContain(company.address.postalCode);
      expect(out.handoff?.reason, text).toBe("cannot_answer");
      expect(out.handoff?.parts.join(" "), text).toContain(topic);
    }
  });

  it("still answers fair fact questions, with context, slips and several rows in one part", async () => {
    const cases = [
      ["en", "We're a tiny bakery. When was your company founded and how many people work there?", ["2022", "4 "]],
      ["en", "wher exactly is ur office?", [company.address.postalCode]],
      ["ja", "資本金と、代表の方のお名前を教えていただけますか", ["100万円", representative.name]],
      ["en", "what's the best email to reach you, and how quickly do you reply?", [company.email, "24"]],
    ] as const;
    for (const [language, text, facts] of cases) {
      const out = await ask(language, text);
      for (const fact of facts) expect(out.message, text).toContain(fact);
      expect(out.handoff, text).toBeUndefined();
    }
  });
});
