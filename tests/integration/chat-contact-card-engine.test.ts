import { describe, expect, it } from "vitest";
import { chatQuickOptions } from "../../content/chat-widget";
import type { Locale } from "../../domain/i18n/locales";
import type { ChatTurn } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { converse as playConversation } from "../support/chat-conversation";

const engine = createChatEngine();
const now = new Date("2025-06-10T02:00:00Z");

const converse = (language: Locale, messages: (string | ChatTurn)[]) =>
  playConversation(engine, language, messages, now);

const option = (language: Locale, id: "sales" | "support"): ChatTurn => ({
  role: "user",
  content: chatQuickOptions[language].find((o) => o.id === id)!.label,
  type: "menu_selection",
});

describe("the contact card the engine hands the API while the lead flow is open", () => {
  it("comes with the quick option, empty but for its kind, and fills as details are read", async () => {
    const [start, named, emailed] = await converse("en", [
      option("en", "support"),
      "Jane Doe from Kestrel Analytics",
      "jane@example.com",
    ]);
    expect(start!.contactCard).toEqual({ kind: "support" });
    expect(named!.contactCard).toMatchObject({ kind: "support", name: "Jane Doe" });
    expect(emailed!.contactCard).toMatchObject({ kind: "support", name: "Jane Doe", email: "jane@example.com" });
  });

  it("carries what a request to be contacted already gave, and the request asked before it", async () => {
    const [, asked] = await converse("ja", [
      "ホームページのリニューアルを考えています",
      "担当の方から連絡をください。山田太郎、yamada.taro@example.jp、電話は090-1234-5678です",
    ]);
    expect(asked!.state).toMatchObject({ flow: "lead" });
    expect(asked!.contactCard).toEqual({
      kind: "sales",
      name: "山田太郎",
      email: "yamada.taro@example.jp",
      phone: "090-1234-5678",
      message: "ホームページのリニューアルを考えています",
    });
  });

  it("stays beside a question asked in the middle, and goes once the lead is stored or cancelled", async () => {
    const outputs = await converse("en", [
      option("en", "sales"),
      "What are your business hours?",
      "Ken Ito",
      "ken@example.com",
      "A new website",
      "yes",
    ]);
    expect(outputs[1]!.contactCard).toEqual({ kind: "sales" });
    expect(outputs[4]!.contactCard).toEqual({
      kind: "sales",
      name: "Ken Ito",
      email: "ken@example.com",
      message: "A new website",
    });
    expect(outputs[5]!.lead).toBeDefined();
    expect(outputs[5]!.contactCard).toBeUndefined();

    const [, cancelled] = await converse("en", [option("en", "sales"), "cancel"]);
    expect(cancelled!.state).toBeNull();
    expect(cancelled!.contactCard).toBeUndefined();
  });

  it("is not offered outside the lead flow", async () => {
    const [answer] = await converse("en", ["What are your business hours?"]);
    expect(answer!.contactCard).toBeUndefined();
  });
});
