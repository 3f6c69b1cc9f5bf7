import { describe, expect, it } from "vitest";
import { chatReplies } from "../../content/chat-replies";
import { chatQuickOptions } from "../../content/chat-widget";
import { contactValidation } from "../../content/contact-validation";
import { plansByCategory, pricingCategories } from "../../content/pricing-plans";
import type { Locale } from "../../domain/i18n/locales";
import { calculatePrice, formatYen } from "../../domain/pricing/pricing";
import type { ChatEngineOutput, ChatTurn, ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { planLine } from "../../server/chat/knowledge/pricing-docs";

const engine = createChatEngine();
// Tuesday 10 June 2025, 11:00 in Tokyo: inside business hours.
const open = new Date("2025-06-10T02:00:00Z");

/** Plays a conversation turn by turn, feeding back the state as the API does. */
async function converse(language: Locale, messages: (string | { menu: string })[], now = open) {
  const history: ChatTurn[] = [];
  let state: ConversationState | null = null;
  const outputs: ChatEngineOutput[] = [];
  for (const m of messages) {
    history.push(
      typeof m === "string" ? { role: "user", content: m } : { role: "user", content: m.menu, type: "menu_selection" },
    );
    const output = await engine({ language, history: [...history], state, now });
    outputs.push(output);
    state = output.state;
    history.push({ role: "assistant", content: output.message });
  }
  return outputs;
}

const option = (language: Locale, id: string) => ({ menu: chatQuickOptions[language].find((o) => o.id === id)!.label });

describe("quick options", () => {
  it("has the four options of the spec in both languages", () => {
    expect(chatQuickOptions.ja.map((o) => o.id)).toEqual(["ask", "quote", "sales", "support"]);
    expect(chatQuickOptions.en.map((o) => o.label)).toEqual([
      "Ask a question",
      "Get a quote",
      "Contact Sales",
      "Contact Support",
    ]);
  });

  it("invites a question when a visitor picks Ask a question", async () => {
    const [reply] = await converse("en", [option("en", "ask")]);
    expect(reply.message).toBe(chatReplies.en.ask.prompt);
    expect(reply.state).toBeNull();
  });

  it("understands an option label of the other language, as after a language switch", async () => {
    const [reply] = await converse("en", [option("ja", "quote")]);
    expect(reply.message).toContain(chatReplies.en.quote.intro);
  });
});

describe("getting a quote", () => {
  it("asks what the visitor needs, listing the calculator's categories", async () => {
    const [reply] = await converse("ja", [option("ja", "quote")]);
    for (const category of Object.values(pricingCategories.ja)) expect(reply.message).toContain(category.title);
    expect(reply.state).toMatchObject({ flow: "quote" });
  });

  it("prices ten pages as described, without listing plans that were not asked", async () => {
    const [, reply] = await converse("ja", [option("ja", "quote"), "10ページくらいのホームページを作りたい"]);
    expect(reply.message).toContain(formatYen(calculatePrice("web-medium", { pages: 10 }).total, "ja"));
    expect(reply.message).not.toContain(planLine(plansByCategory("web", "ja")[0]!, "ja"));
    // The calculator opens on that plan with the ten pages filled in.
    expect(reply.message).toContain("](/pricing-calculator?plan=web-medium&pages=10)");
    expect(reply.state).toBeNull();
  });

  it("accepts a category number and links to the English calculator", async () => {
    const [, reply] = await converse("en", [option("en", "quote"), "3"]);
    for (const card of plansByCategory("cloud", "en")) expect(reply.message).toContain(planLine(card, "en"));
    expect(reply.message).toContain("](/en/pricing-calculator)");
  });

  it("prices a cloud migration by the gigabytes the visitor mentions", async () => {
    const [, reply] = await converse("en", [option("en", "quote"), "We need to migrate about 500 GB to AWS"]);
    expect(reply.message).toContain(formatYen(calculatePrice("cloud-migration", { gigabytes: 500 }).total, "en"));
  });

  it("asks once more, then points to the calculator when the need stays unclear", async () => {
    const [, again, giveUp] = await converse("en", [option("en", "quote"), "hmm", "not sure"]);
    expect(again.message).toContain(chatReplies.en.quote.retry);
    expect(again.state).toMatchObject({ flow: "quote", attempts: 1 });
    expect(giveUp.message).toContain("](/en/pricing-calculator)");
    expect(giveUp.state).toBeNull();
  });

  it("stops when the visitor cancels", async () => {
    const [, reply] = await converse("ja", [option("ja", "quote"), "キャンセル"]);
    expect(reply.message).toBe(chatReplies.ja.fallback.cancelled);
    expect(reply.state).toBeNull();
  });
});

describe("contacting sales or support", () => {
  it("collects name, email and request, reads them back, then returns the lead once (Japanese)", async () => {
    const replies = await converse("ja", [
      option("ja", "sales"),
      "山田 太郎",
      "taro@example.co.jp",
      "新サービスのサイト制作について相談したいです",
      "はい",
    ]);
    expect(replies[0].state).toMatchObject({ flow: "lead", kind: "sales", step: "name" });
    expect(replies[1].state).toMatchObject({ step: "email", name: "山田 太郎" });
    expect(replies[2].state).toMatchObject({ step: "message", email: "taro@example.co.jp" });
    expect(replies[3].state).toMatchObject({
      step: "confirm",
      message: "新サービスのサイト制作について相談したいです",
    });
    expect(replies[3].message).toContain("taro@example.co.jp");
    expect(replies.slice(0, 4).every((r) => r.lead === undefined)).toBe(true);
    const done = replies[4];
    expect(done.lead).toMatchObject({
      kind: "sales",
      name: "山田 太郎",
      email: "taro@example.co.jp",
      message: "新サービスのサイト制作について相談したいです",
    });
    expect(done.lead?.transcript).toContain("新サービスのサイト制作について相談したいです");
    expect(done.lead?.summary).toContain("山田 太郎");
    expect(done.message).toContain("山田 太郎様");
    expect(done.message).toContain(chatReplies.ja.hours.open);
    expect(done.state).toBeNull();
  });

  it("collects a support request in English", async () => {
    const replies = await converse("en", [
      option("en", "support"),
      "Jane Doe",
      "jane@example.com",
      "The form on our site shows an error",
      "yes",
    ]);
    expect(replies[0].message).toContain(chatReplies.en.lead.startSupport);
    expect(replies[3].lead).toBeUndefined();
    expect(replies[4].lead).toMatchObject({ kind: "support", name: "Jane Doe", email: "jane@example.com" });
  });

  it("rejects an invalid email with the contact form's message and asks again", async () => {
    const replies = await converse("en", [option("en", "sales"), "Jane Doe", "jane@", "jane@example.com"]);
    expect(replies[2].message).toContain(contactValidation.en.emailInvalid);
    expect(replies[2].state).toMatchObject({ step: "email" });
    expect(replies[3].state).toMatchObject({ step: "message" });
  });

  it("rejects a name that is too long, in Japanese", async () => {
    const [, reply] = await converse("ja", [option("ja", "support"), "あ".repeat(101)]);
    expect(reply.message).toContain(contactValidation.ja.nameTooLong);
    expect(reply.state).toMatchObject({ step: "name" });
  });

  it("rejects a request longer than the contact form allows", async () => {
    const replies = await converse("en", [option("en", "support"), "Jane", "jane@example.com", "x".repeat(5001)]);
    expect(replies[3].message).toContain(contactValidation.en.messageTooLong);
    expect(replies[3].lead).toBeUndefined();
  });

  it.each([1, 2, 3, 4])("can be cancelled at step %i without a lead", async (step) => {
    const answers = ["Jane", "jane@example.com", "A new website"].slice(0, step - 1);
    const replies = await converse("en", [option("en", "sales"), ...answers, "cancel"]);
    const last = replies.at(-1)!;
    expect(last.message).toBe(chatReplies.en.lead.cancelled);
    expect(last.state).toBeNull();
    expect(replies.some((r) => r.lead)).toBe(false);
  });

  it("answers a question asked instead of a name, then asks for the name again", async () => {
    const [, reply] = await converse("ja", [option("ja", "sales"), "料金はいくらですか？"]);
    expect(reply.message).toContain(chatReplies.ja.lead.askNameAgain);
    expect(reply.state).toMatchObject({ flow: "lead", step: "name" });
  });

  it("never turns a name into markup or a link when repeating it", async () => {
    const replies = await converse("en", [option("en", "sales"), "<b>Jane</b> [click](/admin)"]);
    expect(replies[1].message).not.toMatch(/[<>]/);
    expect(replies[1].message).not.toContain("](/");
    expect(replies[1].state).toMatchObject({ name: "<b>Jane</b> [click](/admin)" });
  });

  it("refuses a name holding a web address, as the contact form does, and asks again", async () => {
    const replies = await converse("en", [option("en", "sales"), "Jane https://evil.example"]);
    expect(replies[1].message).toContain(contactValidation.en.nameHasLink);
    expect(replies[1].state).toMatchObject({ flow: "lead", step: "name" });
    expect(replies[1].state).not.toHaveProperty("name");
  });
});

describe("business hours", () => {
  it("says when we open next on a weekday evening, promising no reply", async () => {
    // Tuesday 21:00 in Tokyo.
    const [reply] = await converse("en", ["What are your business hours?"], new Date("2025-06-10T12:00:00Z"));
    expect(reply.message).toContain(
      chatReplies.en.hours.closedNow(chatReplies.en.hours.nextOpening("Wed, June 11", "9:00")),
    );
    expect(reply.message).not.toMatch(/will (reply|get back)/);
  });

  it("says the next business day on a Saturday", async () => {
    const [reply] = await converse("ja", ["営業時間は？"], new Date("2025-06-14T03:00:00Z"));
    expect(reply.message).toContain(
      chatReplies.ja.hours.closedNow(chatReplies.ja.hours.nextOpening("6月16日(月)", "9:00")),
    );
  });

  it("skips a national holiday and its substitute holiday", async () => {
    // Monday 5 May 2025 (Children's Day); 6 May is the substitute for Greenery Day on a Sunday.
    const [reply] = await converse("en", ["Are you open today?"], new Date("2025-05-05T01:00:00Z"));
    expect(reply.message).toContain("Wed, May 7");
  });

  it("says we are open during business hours", async () => {
    const [reply] = await converse("en", ["Are you open now?"], open);
    expect(reply.message).toContain(chatReplies.en.hours.openNow);
  });

  it("adds when we open next when it cannot answer, offering the contact form but promising nothing", async () => {
    const [reply] = await converse("ja", ["ラーメンのおすすめは？"], new Date("2025-06-14T03:00:00Z"));
    expect(reply.message).toContain("](/contact)");
    expect(reply.message).toContain("6月16日(月)");
    expect(reply.message).not.toContain("ご返信");
  });
});

describe("safety of replies", () => {
  it("never echoes the visitor's HTML", async () => {
    const [reply] = await converse("en", ['<img src=x onerror="alert(1)"> how much is a website?']);
    expect(reply.message).not.toContain("<img");
    expect(reply.message).not.toMatch(/<[a-z]/i);
  });

  it("starts afresh from a stored state it does not recognise", async () => {
    const reply = await engine({
      language: "en",
      history: [{ role: "user", content: "Jane" }],
      state: { flow: "lead", step: "unknown" },
      now: open,
    });
    expect(reply.lead).toBeUndefined();
    expect(reply.state).toBeNull();
  });
});
