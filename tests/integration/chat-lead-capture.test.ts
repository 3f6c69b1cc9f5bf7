import { describe, expect, it } from "vitest";
import type { Locale } from "../../domain/i18n/locales";
import type { ChatTurn } from "../../server/chat/chat-types";
import { contactDetailsIn } from "../../server/chat/contact-details";
import { createChatEngine } from "../../server/chat/engine";
import { converse as playConversation } from "../support/chat-conversation";

const engine = createChatEngine();
// Tuesday 11:00, Tuesday 21:00 and Saturday 12:00 in Tokyo.
const clocks = {
  open: new Date("2025-06-10T02:00:00Z"),
  evening: new Date("2025-06-10T12:00:00Z"),
  saturday: new Date("2025-06-14T03:00:00Z"),
};

const converse = (language: Locale, messages: string[], now = clocks.open) =>
  playConversation(engine, language, messages, now);

describe("a bare number after a numbered list", () => {
  it("stands for that line of the assistant's last reply", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "What can you help with?" },
      { role: "assistant", content: "1. Web Development\n2. Cloud migration\n3. SEO" },
      { role: "user", content: "2" },
    ];
    const reply = await engine({ language: "en", history, state: null, now: clocks.open });
    expect(reply.message).toMatch(/migrat/i);
    expect(reply.message).not.toContain("/case-studies/seo-computer-repair");
  });
});

describe("contact details in free text", () => {
  it.each([
    [
      "Can someone from your sales team contact me? I'm John Smith, john.smith@example.com, +81 90-1234-5678",
      "en",
      { name: "John Smith", email: "john.smith@example.com", phone: "+81 90-1234-5678" },
    ],
    [
      "では担当の方から連絡をください。山田太郎、yamada.taro@example.jp、電話は090-1234-5678です",
      "ja",
      { name: "山田太郎", email: "yamada.taro@example.jp", phone: "090-1234-5678" },
    ],
    ["株式会社サクラ食品の佐藤花子です", "ja", { name: "佐藤花子", company: "株式会社サクラ食品" }],
    [
      "Emma Brown from Brown Logistics, emma@brownlogistics.example.com",
      "en",
      { name: "Emma Brown", company: "Brown Logistics", email: "emma@brownlogistics.example.com" },
    ],
    ["My name is Ken Ito and my number is 03-1234-5678", "en", { name: "Ken Ito", phone: "03-1234-5678" }],
    ["山本商事の山本です", "ja", { name: "山本", company: "山本商事" }],
  ] as const)("reads %s", (text, language, expected) => {
    expect(contactDetailsIn(text, language)).toEqual(expected);
  });

  it("finds no name in a plain question", () => {
    expect(contactDetailsIn("How much is a 10-page website?", "en")).toEqual({});
    expect(contactDetailsIn("営業時間を教えてください", "ja")).toEqual({});
  });
});

describe("requests to be contacted start the right flow", () => {
  it.each([
    ["ja", "見積もりをお願いしたいです", { flow: "quote" }],
    ["ja", "営業の方と話したい", { flow: "lead", kind: "sales", step: "name" }],
    ["en", "Could someone give me a call?", { flow: "lead", kind: "sales", step: "name" }],
    ["en", "I need to talk to support, our site is down", { flow: "lead", kind: "support", step: "name" }],
  ] as const)("%s: %s", async (language, text, state) => {
    const [reply] = await converse(language, [text]);
    expect(reply.state).toMatchObject(state);
  });

  it("answers a quote request that names the service with its plans", async () => {
    const [reply] = await converse("en", ["I'd like a quote for a mobile app"]);
    expect(reply.message).toMatch(/PWA|Progressive Web App/);
    expect(reply.state).toBeNull();
  });

  it("reads all details back, takes a correction, and stores only on yes, with the phone in its own field", async () => {
    const replies = await converse("en", [
      "Do you build booking systems?",
      "Can someone from your sales team contact me? I'm John Smith, john.smith@example.com, +81 90-1234-5678",
      "Sorry, my email is john@smith.example.com",
      "yes",
    ]);
    expect(replies[1].state).toMatchObject({ step: "confirm", name: "John Smith", phone: "+81 90-1234-5678" });
    expect(replies[1].lead).toBeUndefined();
    expect(replies[2].message).toContain("john@smith.example.com");
    expect(replies[2].lead).toBeUndefined();
    const lead = replies[3].lead!;
    expect(lead).toMatchObject({
      kind: "sales",
      name: "John Smith",
      email: "john@smith.example.com",
      phone: "+81 90-1234-5678",
    });
    expect(lead.message).toContain("Do you build booking systems?");
    expect(lead.message).not.toContain("1234-5678");
    expect(lead.transcript).toContain("Can someone from your sales team contact me?");
    expect(lead.summary).toContain("Do you build booking systems?");
  });

  it("takes a request that says what it is about as the enquiry, and asks for one when it does not", async () => {
    const [asked, stored] = await converse("ja", [
      "見積もりの相談をしたいので電話ください。山本商事の山本です。電話番号は045-123-4567、メールはyamamoto@example.jp",
      "はい、それでお願いします",
    ]);
    expect(asked.state).toMatchObject({ step: "confirm", name: "山本", company: "山本商事" });
    expect(stored.lead).toMatchObject({ name: "山本", phone: "045-123-4567", email: "yamamoto@example.jp" });
    expect(stored.lead?.message).toContain("見積もりの相談をしたい");
    expect(stored.lead?.message).not.toMatch(/045|@|電話番号は|メールは/);
    const [bare] = await converse("ja", ["担当者から連絡をください。山本です。yamamoto@example.jp"]);
    expect(bare.state).toMatchObject({ step: "message" });
  });

  it("collects a company named with the person, then asks for what is missing", async () => {
    const replies = await converse("ja", [
      "営業の方と話したい",
      "株式会社サクラ食品の佐藤花子です",
      "hanako@sakura.example.jp",
      "通販サイトの構築について相談したいです",
      "はい",
    ]);
    expect(replies[1].state).toMatchObject({ step: "email", name: "佐藤花子", company: "株式会社サクラ食品" });
    expect(replies[4].lead).toMatchObject({
      name: "佐藤花子",
      company: "株式会社サクラ食品",
      email: "hanako@sakura.example.jp",
      message: "通販サイトの構築について相談したいです",
    });
  });
});

// Phrases that say a person will answer: allowed only in the reply that stored a lead.
const promise =
  /will (reply|get back|contact|pick this up)|ご返信(します|いたします)|ご連絡(します|いたします)|ご対応します/;

describe("nothing is promised that was not done", () => {
  const conversations: [Locale, string[]][] = [
    ["en", ["What are your business hours?"]],
    ["en", ["What's the best ramen in Kawasaki?"]],
    ["en", ["hi", "Can a real person help me?"]],
    ["en", ["Contact Sales", "Jane Doe", "jane@example.com", "A new website", "cancel"]],
    ["ja", ["営業時間は？"]],
    ["ja", ["ラーメンのおすすめは？"]],
    ["ja", ["担当者と話したい", "山田", "yamada@example.jp"]],
  ];
  for (const [name, now] of Object.entries(clocks)) {
    it.each(conversations)(`(${name}) %s: %j`, async (language, messages) => {
      for (const reply of await converse(language, messages, now)) expect(reply.message).not.toMatch(promise);
    });

    it(`(${name}) promises a reply once the lead is stored`, async () => {
      const replies = await converse(
        "en",
        ["Contact Sales", "Jane Doe", "jane@example.com", "A new website", "yes"],
        now,
      );
      expect(replies.at(-1)!.lead).toBeDefined();
      expect(replies.at(-1)!.message).toMatch(promise);
    });
  }
});
