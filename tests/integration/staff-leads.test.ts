import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forgetEmail } from "../../server/privacy/forget-email";
import { purgeExpired } from "../../server/retention/purge-expired";
import { inboxPage } from "../../server/staff/inbox-query";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { storeContact, storeConversation } from "../support/stored-rows";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

describeEachDialect("staff office leads", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let staff: StaffClient;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, { SMTP_URL: smtp.url, MAIL_TO: "inbox@tamagawa-digital.jp" });
    const { email } = await newStaff(db(), "佐藤 花子");
    staff = new StaffClient(t.url);
    expect((await staff.login(email)).status).toBe(303);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function contact(email: string, extra: Record<string, string> = {}) {
    const response = await postJson(
      `${t.url}/api/contact`,
      withToken(
        { name: "山田 太郎", email, company: "山田商店", message: "サイトの相談です。", language: "ja", ...extra },
        "contact",
      ),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; reference: string };
  }

  it("tells the office how many emails the mailbox intake had to skip", async () => {
    expect(await (await staff.get("/staff")).text()).not.toContain("取り込めなかったメール");
    await db()
      .insertInto("mailbox_quarantine")
      .values({
        mailbox: "test",
        uid_validity: "1",
        uid: 7,
        step: "store",
        reason: "22021",
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      expect(await (await staff.get("/staff")).text()).toContain("取り込めなかったメールが1件あります");
    } finally {
      await db().deleteFrom("mailbox_quarantine").execute();
    }
  });

  it("answers filters a database would refuse (NUL, impossible dates) as unknown ones, never with a 500", async () => {
    const queries = [
      "q=%00",
      "q=abc%00def",
      "before=%00~%00",
      "before=2026-01-01T00%3A00%3A00.000Z~%00",
      "from=9999-99-99",
      "from=2026-13-45",
      "to=2026-02-30",
    ];
    for (const query of queries)
      for (const path of ["/staff", "/staff/export.csv", "/staff/api/leads"]) {
        const response = await staff.get(`${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(200);
        await response.arrayBuffer();
      }
  });

  it("lists contact messages, completed and started quotes and unanswered chat questions, newest first", async () => {
    const first = await contact(`list-${randomUUID()}@example.jp`);
    const started = await postJson(
      `${t.url}/api/quotes`,
      withToken({ name: "Quote Person", email: "quote@example.jp", language: "en" }, "quote"),
    );
    const quote = (await started.json()) as { id: string; token: string };
    const conversation = await storeConversation(db(), { createdAt: new Date().toISOString(), email: "q@example.jp" });
    const question = randomUUID();
    await db()
      .insertInto("chat_unanswered")
      .values({
        id: question,
        conversation_id: conversation,
        question: "Do you build kiosks?",
        language: "en",
        created_at: new Date().toISOString(),
      })
      .execute();
    const inbox = await (await staff.get("/staff")).text();
    for (const id of [first.id, question]) expect(inbox).toContain(`data-lead="${id}"`);
    // A quote draft is not in the default list, only under its kind.
    expect(inbox).not.toContain(`data-lead="${quote.id}"`);
    expect(inbox.indexOf(question)).toBeLessThan(inbox.indexOf(first.id));
    const drafts = await (await staff.get("/staff?kind=quote_draft")).text();
    expect(drafts).toContain(quote.id);
    expect(drafts).not.toContain(first.id);
    const json = (await (await staff.get("/staff/api/leads?kind=unanswered")).json()) as { rows: { id: string }[] };
    expect(json.rows.map((r) => r.id)).toContain(question);
  });

  it("filters by status, language, date and text, and pages without gaps or repeats", async () => {
    const marker = `page-${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const at = new Date(Date.now() - (i + 1) * 60_000).toISOString();
      const id = await storeContact(db(), at, `${marker}-${i}@example.jp`);
      ids.push(id);
    }
    const seen: string[] = [];
    let before: string | null | undefined;
    do {
      const page = await inboxPage(db(), { q: marker, before: before ?? undefined }, 3);
      seen.push(...page.rows.map((r) => r.id));
      before = page.next;
    } while (before);
    expect(seen).toEqual(ids);
    expect((await inboxPage(db(), { q: marker, language: "ja" })).rows).toEqual([]);
    expect((await inboxPage(db(), { q: marker.toUpperCase(), status: "new" })).rows).toHaveLength(7);
    expect((await inboxPage(db(), { q: marker, from: "2001-01-01", to: "2001-01-02" })).rows).toEqual([]);
    expect((await inboxPage(db(), { q: "100%_!" })).rows).toEqual([]);
  });

  it("changes status and assignee, keeps notes and activity, and threads a reply under the auto-reply", async () => {
    const address = `reply-${randomUUID()}@example.jp`;
    const lead = await contact(address);
    const csrf = await staff.csrf();
    const base = `/staff/leads/${lead.id}`;
    const page = await (await staff.get(base)).text();
    expect(page).toContain("サイトの相談です。");
    expect(page).toContain(lead.reference);

    expect((await staff.post(`${base}/status`, { csrf, status: "in_progress" })).status).toBe(303);
    expect((await staff.post(`${base}/status`, { csrf, status: "closed" })).status).toBe(422);
    expect((await staff.post(`${base}/notes`, { csrf, body: "電話で確認済み" })).status).toBe(303);
    const staffId = (await db().selectFrom("staff_users").select("id").executeTakeFirstOrThrow()).id;
    expect((await staff.post(`${base}/assignee`, { csrf, assignee: staffId })).status).toBe(303);

    await eventually(async () => smtp.received.some((m) => m.envelope.to.includes(address)), 10_000, "auto-reply");
    const autoReply = smtp.received.find((m) => m.envelope.to.includes(address))!;
    const reply = await staff.post(`${base}/reply`, {
      csrf,
      subject: "Re: お問い合わせ",
      body: "山田様\n\nお見積もりをお送りします。",
    });
    expect(reply.status).toBe(303);
    const arrived = await eventually(
      async () =>
        smtp.received.find((m) => m.envelope.to.includes(address) && m.parsed.header("subject") === "Re: お問い合わせ"),
      10_000,
      "the reply",
    );
    const original = autoReply.parsed.header("message-id");
    expect(original).toMatch(/^<.+@.+>$/);
    expect(arrived.parsed.header("in-reply-to")).toBe(original);
    expect(arrived.parsed.header("references")).toBe(original);
    expect(arrived.parsed.header("reply-to")).toContain("inbox@tamagawa-digital.jp");
    expect(arrived.parsed.text).toContain("お見積もりをお送りします。");

    const after = await (await staff.get(base)).text();
    expect(after).toContain("電話で確認済み");
    expect(after).toContain("佐藤 花子");
    expect(after).toContain("お見積もりをお送りします。");
    const state = await db().selectFrom("lead_states").selectAll().where("lead_id", "=", lead.id).executeTakeFirst();
    expect(state).toMatchObject({ status: "replied", assignee_id: staffId });
    const activity = await db().selectFrom("lead_activity").select("action").where("lead_id", "=", lead.id).execute();
    expect(activity.map((a) => a.action).sort()).toEqual(["assignee", "note", "reply", "status", "status"]);
    expect((await staff.get("/staff?status=replied")).status).toBe(200);
    expect(await (await staff.get("/staff?status=replied")).text()).toContain(lead.id);

    // A deletion request takes the office's notes, replies and history with the message.
    const report = await forgetEmail(db(), address);
    expect(report.staff_records).toBeGreaterThanOrEqual(8);
    for (const table of ["lead_notes", "lead_replies", "lead_activity", "lead_states"] as const)
      expect(await db().selectFrom(table).select("lead_id").where("lead_id", "=", lead.id).execute()).toEqual([]);
    expect((await staff.get(base)).status).toBe(404);
  });

  it("drops the office's records of a lead that retention removed", async () => {
    const id = await storeContact(db(), new Date().toISOString(), `retained-${randomUUID()}@example.jp`);
    const csrf = await staff.csrf();
    await staff.post(`/staff/leads/${id}/notes`, { csrf, body: "note" });
    await db().deleteFrom("contact_messages").where("id", "=", id).execute();
    const far = "1970-01-01T00:00:00.000Z";
    const counts = await purgeExpired(db(), {
      contactMessages: far,
      incompleteQuotes: far,
      quotes: far,
      chatConversations: far,
      outbox: far,
      idempotencyKeys: far,
    });
    expect(counts.staff_records).toBeGreaterThanOrEqual(2);
    expect(await db().selectFrom("lead_notes").select("id").where("lead_id", "=", id).execute()).toEqual([]);
  });

  it("exports the filter as CSV with a byte-order mark, Japanese intact and formulas neutralised", async () => {
    const marker = `csv${randomUUID().slice(0, 6)}`;
    await contact(`${marker}-b@example.jp`, { name: "川崎 花子", company: "-1+1" });
    // A tab is refused by the form, so this row is stored directly, as an older or imported row could be.
    const id = await storeContact(db(), new Date().toISOString(), `${marker}@example.jp`);
    await db()
      .updateTable("contact_messages")
      .set({ name: '=HYPERLINK("http://evil")', company: "\t=1+1", message: "@SUM(A1)" })
      .where("id", "=", id)
      .execute();
    const response = await staff.get(`/staff/export.csv?q=${marker}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/attachment/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(text).toContain('"川崎 花子"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`"'\t=1+1"`);
    expect(text).toContain(`"'-1+1"`);
    expect(text).toContain(`"'@SUM(A1)"`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });
});
