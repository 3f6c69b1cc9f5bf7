import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import { contactDetailsIn } from "../../server/chat/contact-details";
import { createChatEngine } from "../../server/chat/engine";
import { converse as playConversation } from "../support/chat-conversation";
import { questionParts } from "../../server/chat/message-parts";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";

const engine = createChatEngine();
const now = new Date("2025-06-10T02:00:00Z");

beforeAll(async () => {
  await loadJapaneseTokenizer();
});

const converse = (language: Locale, messages: string[]) => playConversation(engine, language, messages, now);

describe("names come only from name-like spans", () => {
  it.each([
    "担当の方と一度お電話で相談させてもらいたいのですが",
    "できれば来週中に打ち合わせをお願いしたいのです",
    "Looking forward to working with you",
    "見積もりの件でご連絡したいです",
  ])("finds no name in the sentence %s", (text) => {
    expect(contactDetailsIn(text, /[a-z]/i.test(text) ? "en" : "ja").name).toBeUndefined();
  });

  it.each([
    ["ニックネームではなく本名は木村 翔太です", "木村 翔太"],
    ["わたくし、営業企画部の森と申します", "森"],
    ["氏名：小林 恵", "小林 恵"],
  ])("reads the name in %s", (text, name) => {
    expect(contactDetailsIn(text, "ja").name).toBe(name);
  });

  it("asks for the name again when the answer to the name question is a verb phrase", async () => {
    const [, asked] = await converse("ja", [
      "営業の方から連絡をいただけますか",
      "直接お電話で説明していただきたいのですが",
    ]);
    expect(asked!.state).toMatchObject({ flow: "lead", step: "name" });
    expect((asked!.state as { name?: string }).name).toBeUndefined();
  });
});

describe("foreign phone numbers and a name beside its address", () => {
  it.each([
    ["hans gruber hans.gruber@gruber-it.de tel +49 89 1234 5678", { name: "hans gruber", phone: "+49 89 1234 5678" }],
    ["Reach me at +44 20 7946 0321, I'm Olivia Hart", { name: "Olivia Hart", phone: "+44 20 7946 0321" }],
    ["marie dubois, marie@dubois-studio.fr, +33 1 42 68 53 00", { name: "marie dubois", phone: "+33 1 42 68 53 00" }],
  ])("reads %s", (text, expected) => {
    expect(contactDetailsIn(text, "en")).toMatchObject(expected);
  });

  it("takes a lowercase name and a German number given at once into the read-back", async () => {
    const [, readBack] = await converse("en", [
      "Could your sales team get in touch with me about a booking site?",
      "anna schmidt anna@schmidt-reisen.de, phone +49 40 3344 5566",
    ]);
    expect(readBack!.state).toMatchObject({
      flow: "lead",
      step: "confirm",
      name: "anna schmidt",
      email: "anna@schmidt-reisen.de",
      phone: "+49 40 3344 5566",
    });
  });
});

describe("questions that ask one thing are not split", () => {
  it.each([
    "Do you also do SEO?",
    "Can you also host the site for us?",
    "Would you also handle the App Store submission?",
    "御社はSEO対策もやっていますか？",
  ])("keeps %s whole and answers it", async (text) => {
    expect(questionParts(text)).toHaveLength(1);
    const [reply] = await converse(/[a-z]/i.test(text) ? "en" : "ja", [text]);
    expect(reply!.message).not.toMatch(/"Do you"|"Can you"|"Would you"/);
  });

  it("still splits two questions joined after a comma", () => {
    expect(questionParts("What are your hours, also where is your office?")).toHaveLength(2);
  });
});

describe("a follow-up that says instead", () => {
  it.each([
    ["en", "How much for a native app with 6 screens?", "Would a PWA be cheaper instead?", /Native/],
    ["ja", "ネイティブアプリで6画面だと費用はいくらですか", "代わりにPWAにしたらどうなりますか", /ネイティブ/],
  ] as const)("(%s) prices what it names, not the estimate before", async (language, first, then, before) => {
    const [estimate, followUp] = await converse(language, [first, then]);
    expect(estimate!.message).toMatch(before);
    expect(followUp!.message).not.toBe(estimate!.message);
    expect(followUp!.message).not.toMatch(before);
    expect(followUp!.message).toMatch(/6/);
  });
});

describe("the handoff", () => {
  it.each([
    ["en", "Is there a real person I could chat with?"],
    ["en", "I'd rather speak to someone on your team"],
    ["ja", "人と直接話したいです"],
    ["ja", "担当者様におつなぎいただけますでしょうか"],
  ] as const)("(%s) a person asked for in any words: %s", async (language, text) => {
    const [reply] = await converse(language, [text]);
    expect(reply!.handoff).toEqual({ reason: "asked_for_person", parts: [] });
  });

  it("an unanswerable question is handed off with the visitor's words, and asking again after it says so", async () => {
    const [first, second] = await converse("en", [
      "Do you have a dress code for the Zoom calls?",
      "So is there a dress code for the Zoom calls or not?",
    ]);
    expect(first!.handoff).toEqual({
      reason: "cannot_answer",
      // The visitor's words, with or without the question mark the part splitter reads as punctuation.
      parts: [expect.stringMatching(/^Do you have a dress code for the Zoom calls\??$/u)],
    });
    expect(second!.handoff?.reason).toBe("after_failed_answer");
  });
});
