import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { chatLeads } from "../../content/chat-leads";
import { chatQuickOptions } from "../../content/chat-widget";
import { contactEmails } from "../../content/contact-emails";
import { staffOffice } from "../../content/staff-office";
import type { Locale } from "../../domain/i18n/locales";
import {
  startUnconfirmedLeadSweep,
  storeIdleLeads,
  type UnconfirmedLeadSettings,
} from "../../server/chat/unconfirmed-leads";
import { parseEnv } from "../../server/env";
import { createDatabase } from "../../server/db/database";
import { NO_WEBHOOKS } from "../../server/webhooks/lead-webhooks";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

const MAIL_TO = "inbox@tamagawa-digital.jp";
const settings: UnconfirmedLeadSettings = { idleMinutes: 30, companyInbox: MAIL_TO, webhooks: NO_WEBHOOKS };
const minutes = (n: number) => Date.now() + n * 60_000;

describeEachDialect("chat leads left unconfirmed", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, { SMTP_URL: smtp.url, MAIL_TO, RATE_LIMIT_CHAT_PER_MINUTE: "0" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  // Each test starts with nothing pending from the one before.
  beforeEach(async () => {
    await storeIdleLeads(db(), settings, minutes(10_000));
  });

  /** A visitor's conversation through the real API and the real assistant; returns its id. */
  async function converse(language: Locale, messages: (string | { option: "sales" | "support" })[]) {
    let conversationId: string | undefined;
    const sessionId = `session-${randomUUID()}`;
    for (const message of messages) {
      const turn =
        typeof message === "string"
          ? { role: "user", content: message }
          : {
              role: "user",
              content: chatQuickOptions[language].find((o) => o.id === message.option)!.label,
              type: "menu_selection",
            };
      const res = await postJson(
        `${t.url}/api/chat`,
        withToken({ messages: [turn], sessionId, language, conversationId }, "chat"),
      );
      expect(res.status).toBe(200);
      conversationId = ((await res.json()) as { conversationId: string }).conversationId;
    }
    return conversationId!;
  }

  const leadsOf = (email: string) =>
    db().selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
  /** The company's notification of a lead, once the outbox has delivered it. */
  const notificationOf = (reference: string) =>
    eventually(
      async () =>
        smtp.received.find((m) => m.envelope.to.includes(MAIL_TO) && m.parsed.header("subject")?.includes(reference)),
      10_000,
      `the notification of ${reference}`,
    );
  const conversation = (id: string) =>
    db().selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("stores a lead that gave an email and never said yes, once, with its transcript, marked unconfirmed, and tells the company", async () => {
    const email = `idle-${randomUUID()}@example.jp`;
    const id = await converse("ja", ["ホームページの制作費用を知りたいです", { option: "sales" }, "川崎 花子", email]);
    expect(await conversation(id)).toMatchObject({ lead_pending: 1 });

    // Not idle long enough yet.
    expect(await storeIdleLeads(db(), settings, minutes(29))).toBe(0);
    expect(await leadsOf(email)).toHaveLength(0);

    expect(await storeIdleLeads(db(), settings, minutes(31))).toBe(1);
    expect(await storeIdleLeads(db(), settings, minutes(32))).toBe(0);
    const [lead, ...more] = await leadsOf(email);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ source: "chat", name: "川崎 花子", unconfirmed: 1, language: "ja" });
    expect(lead!.reference).toMatch(/^L-\d{4}-\d{4}$/);
    expect(lead!.message).toContain(chatLeads.ja.sales);
    expect(lead!.message).toContain("ホームページの制作費用を知りたいです");
    expect(lead!.chat_transcript).toContain(`${chatLeads.ja.visitor}: ${email}`);
    expect(lead!.chat_transcript).toContain(`${chatLeads.ja.visitor}: 川崎 花子`);
    expect(lead!.chat_summary).toContain("川崎 花子");
    // The flow is over; the address stays on the conversation for deletion requests.
    expect(await conversation(id)).toMatchObject({ state: null, lead_pending: 0, email });

    // The company hears of it, marked in the subject and the first line; the unconfirmed address gets nothing.
    const notification = await notificationOf(lead!.reference!);
    expect(notification.parsed.header("subject")).toBe(
      `[${contactEmails.ja.unconfirmedKind} ${lead!.reference}] 川崎 花子 様`,
    );
    expect(notification.parsed.text!.split("\n")[0]).toBe(contactEmails.ja.unconfirmedIntro);
    expect(notification.parsed.header("reply-to")).toContain(email);
    const outbox = await db().selectFrom("email_outbox").select("kind").where("reference", "=", lead!.id).execute();
    expect(outbox.map((o) => o.kind)).toEqual(["contact-notification"]);
  });

  it("stores it once when two processes sweep at the same moment", async () => {
    const email = `race-${randomUUID()}@example.jp`;
    // Left before the request was asked for.
    await converse("en", [{ option: "support" }, "Ken Ito", email]);
    const other = createDatabase(t.env);
    try {
      const counts = await Promise.all([
        storeIdleLeads(db(), settings, minutes(31)),
        storeIdleLeads(other, settings, minutes(31)),
        storeIdleLeads(other, settings, minutes(31)),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await other.destroy();
    }
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Ken Ito", email, unconfirmed: 1, language: "en" });
  });

  it("keeps a lead that left only a phone number, under a placeholder name, and says what is missing", async () => {
    const phone = `090-${String(Date.now()).slice(-4)}-5678`;
    const id = await converse("ja", [{ option: "support" }, phone]);
    expect(await conversation(id)).toMatchObject({ lead_pending: 1 });
    expect(await storeIdleLeads(db(), settings, minutes(31))).toBe(1);
    const lead = await db()
      .selectFrom("contact_messages")
      .selectAll()
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: chatLeads.ja.unnamed, email: "", unconfirmed: 1 });
    const notification = await notificationOf(lead.reference!);
    expect(notification.parsed.header("subject")).toContain(chatLeads.ja.unnamed);
    expect(notification.parsed.text).toContain(contactEmails.ja.unnamedNote);
    expect(notification.parsed.text).toContain(contactEmails.ja.noEmailNote);
    expect(notification.parsed.header("reply-to")).toBeUndefined();
  });

  it("stores nothing for a conversation without an email or phone number, or one the visitor confirmed", async () => {
    const id = await converse("en", [{ option: "sales" }, "Mina Park"]);
    expect(await conversation(id)).toMatchObject({ lead_pending: 0 });
    const email = `confirmed-${randomUUID()}@example.jp`;
    await converse("en", [{ option: "sales" }, "Mina Park", email, "A shop website", "yes"]);
    expect(await storeIdleLeads(db(), settings, minutes(31))).toBe(0);
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ unconfirmed: 0 });
    const names = await db().selectFrom("contact_messages").select("id").where("name", "=", "Mina Park").execute();
    expect(names).toHaveLength(1);
  });

  it("runs by itself in every process, on a timer, and wakes the outbox", async () => {
    const email = `timer-${randomUUID()}@example.jp`;
    await converse("en", [{ option: "sales" }, "Ren Sato", email]);
    let nudged = 0;
    const job = startUnconfirmedLeadSweep({
      db: db(),
      settings,
      nudge: () => nudged++,
      initialDelayMs: 0,
      intervalMs: 20,
      // The clock 31 minutes on: the conversation is idle for the sweep.
      now: () => minutes(31),
    });
    try {
      await eventually(async () => (await leadsOf(email)).length === 1, 10_000, "the swept lead");
      await eventually(async () => nudged > 0, 10_000, "the outbox nudge");
    } finally {
      await job.stop();
    }
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it("shows the staff an unconfirmed badge in the inbox and on the lead", async () => {
    const email = `badge-${randomUUID()}@example.jp`;
    await converse("en", [{ option: "sales" }, "Olu Ade", email]);
    await storeIdleLeads(db(), settings, minutes(31));
    const [lead] = await leadsOf(email);
    const { email: staffEmail } = await newStaff(db(), "Staff Member");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffEmail)).status).toBe(303);
    const inbox = await eventually(async () => {
      const html = await (await staff.get("/staff?kind=chat")).text();
      return html.includes(lead!.id) && html;
    });
    const row = inbox.slice(inbox.indexOf(`data-lead="${lead!.id}"`)).split("</tr>")[0]!;
    expect(row).toMatch(new RegExp(`class="badge">(${staffOffice.ja.unconfirmed}|${staffOffice.en.unconfirmed})<`));
    const page = await (await staff.get(`/staff/leads/${lead!.id}`)).text();
    expect(page).toContain("data-unconfirmed");
  });
});

it("CHAT_LEAD_IDLE_MINUTES defaults to 30 and refuses what is not a whole number of minutes from 1 to a week", () => {
  expect(parseEnv({}).CHAT_LEAD_IDLE_MINUTES).toBe(30);
  expect(parseEnv({ CHAT_LEAD_IDLE_MINUTES: "5" }).CHAT_LEAD_IDLE_MINUTES).toBe(5);
  for (const bad of ["0", "-5", "1.5", "half an hour", "10081"])
    expect(() => parseEnv({ CHAT_LEAD_IDLE_MINUTES: bad }), bad).toThrow(/CHAT_LEAD_IDLE_MINUTES/);
});
