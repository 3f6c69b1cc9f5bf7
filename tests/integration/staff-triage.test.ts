import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emailKey } from "../../server/db/lead-index";
import { inboxPage } from "../../server/staff/inbox-query";
import { inboxCounts } from "../../server/staff/triage";
import { storeInbound } from "../../server/mailbox/inbound-store";
import { planCard } from "../../content/pricing-plans";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function send(method: string, url: string, body: unknown, token: string) {
  return fetch(url, {
    method,
    headers: { "content-type": "application/json", ...auth(token) },
    body: JSON.stringify(body),
  });
}

/** The office as a shared inbox, through the real server: search, triage, people, emails. */
describeEachDialect("staff office triage", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let sato: StaffClient;
  let suzuki: StaffClient;
  let satoId = "";
  let suzukiId = "";
  let suzukiEmail = "";
  const db = () => t.running.services.db;
  const SITE = "http://localhost:3000";

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
    });
    const a = await newStaff(db(), "佐藤 花子");
    const b = await newStaff(db(), "Ken Suzuki");
    satoId = a.id;
    suzukiId = b.id;
    suzukiEmail = b.email;
    // Suzuki reads the office in English: the assignment email follows the assignee's language.
    await db().updateTable("staff_users").set({ language: "en" }).where("id", "=", b.id).execute();
    sato = new StaffClient(t.url);
    suzuki = new StaffClient(t.url);
    expect((await sato.login(a.email)).status).toBe(303);
    expect((await suzuki.login(b.email)).status).toBe(303);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function contact(fields: Record<string, string>) {
    const response = await postJson(
      `${t.url}/api/contact`,
      withToken({ message: "ホームページの相談です。", language: "ja", ...fields }, "contact"),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; reference: string };
  }

  async function quote(fields: Record<string, string>, complete: boolean) {
    const started = await postJson(`${t.url}/api/quotes`, withToken({ language: "ja", ...fields }, "quote"));
    expect(started.status).toBe(201);
    const q = (await started.json()) as { id: string; token: string };
    if (!complete) return { ...q, reference: null as string | null };
    const saved = await send(
      "PATCH",
      `${t.url}/api/quotes/${q.id}`,
      { serviceType: "web-basic", specifications: { pages: 3, revisions: 2 }, language: "ja" },
      q.token,
    );
    expect(saved.status).toBe(200);
    const done = await send("POST", `${t.url}/api/quotes/${q.id}/complete`, {}, q.token);
    expect(done.status).toBe(200);
    return { ...q, reference: ((await done.json()) as { reference: string }).reference };
  }

  const ids = async (query: string) =>
    (await inboxPage(db(), Object.fromEntries(new URLSearchParams(query)))).rows.map((r) => r.id);

  it("finds a lead by reference, phone digits, its name without the space, company and message text", async () => {
    const tag = randomUUID().slice(0, 8);
    const lead = await contact({
      name: "佐藤 健一",
      email: `kenichi-${tag}@example.jp`,
      phone: "090-1234-5678",
      company: "株式会社カワサキテック",
      message: `社内ポータル${tag}の改修をお願いしたいです。`,
    });
    const other = await contact({ name: "高橋 一郎", email: `ichiro-${tag}@example.jp`, message: "別件です。" });
    for (const query of [
      lead.reference,
      lead.reference.toLowerCase(),
      "09012345678",
      "090 1234 5678",
      "０９０－１２３４－５６７８",
      "佐藤健一",
      "佐藤 健一",
      "カワサキテック",
      `ポータル${tag}`,
    ]) {
      const found = await ids(`q=${encodeURIComponent(query)}`);
      expect(found, query).toContain(lead.id);
      expect(found, query).not.toContain(other.id);
    }
    // Two characters (a surname) are below a trigram: the search still answers, from the index table's text.
    expect(await ids(`q=${encodeURIComponent("健一")}`)).toContain(lead.id);
    // The office's own search box, through HTTP.
    const page = await (await sato.get(`/staff?q=${encodeURIComponent("佐藤健一")}`)).text();
    expect(page).toContain(`data-lead="${lead.id}"`);
    expect(page).not.toContain(`data-lead="${other.id}"`);
  });

  it("shows, searches and exports the company given on a quote", async () => {
    const tag = randomUUID().slice(0, 6);
    const q = await quote({ name: "中村 優", email: `yu-${tag}@example.jp`, company: `多摩川物産${tag}` }, true);
    expect(q.reference).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(await ids(`q=${encodeURIComponent(q.reference!)}`)).toEqual([q.id]);
    expect(await ids(`q=${encodeURIComponent(`多摩川物産${tag}`)}`)).toEqual([q.id]);
    const page = await (await sato.get(`/staff/leads/${q.id}`)).text();
    expect(page).toContain(`多摩川物産${tag}`);
    const csv = await (await sato.get(`/staff/export.csv?q=${encodeURIComponent(q.reference!)}`)).text();
    expect(csv).toContain(`"多摩川物産${tag}"`);
    // The company's notification links straight to the lead in the office, and names the company.
    const notice = await eventually(
      async () =>
        smtp.received.find(
          (m) => m.envelope.to.includes("inbox@tamagawa-digital.jp") && m.parsed.text?.includes(q.reference!),
        ),
      10_000,
      "the quote notification",
    );
    expect(notice.parsed.text).toContain(`${SITE}/staff/leads/${q.id}`);
    expect(notice.parsed.text).toContain(`多摩川物産${tag}`);
    expect(String(notice.parsed.html)).toContain(`href="${SITE}/staff/leads/${q.id}"`);
  });

  it("links the contact notification to the lead", async () => {
    const lead = await contact({ name: "Link Test", email: `link-${randomUUID()}@example.jp` });
    const notice = await eventually(
      async () =>
        smtp.received.find(
          (m) => m.envelope.to.includes("inbox@tamagawa-digital.jp") && m.parsed.text?.includes(lead.reference),
        ),
      10_000,
      "the contact notification",
    );
    expect(notice.parsed.text).toContain(`${SITE}/staff/leads/${lead.id}`);
  });

  it("hides quote drafts and spam from the default list, and keeps both reachable through the filters", async () => {
    const tag = randomUUID().slice(0, 8);
    const draft = await quote({ name: "Draft Person", email: `draft-${tag}@example.jp` }, false);
    const spam = await contact({ name: "Spam Bot", email: `spam-${tag}@example.jp` });
    const kept = await contact({ name: "Real Person", email: `real-${tag}@example.jp` });
    const csrf = await sato.csrf();
    expect((await sato.post(`/staff/leads/${spam.id}/status`, { csrf, status: "spam" })).status).toBe(303);
    const list = await (await sato.get("/staff")).text();
    expect(list).toContain(`data-lead="${kept.id}"`);
    expect(list).not.toContain(`data-lead="${draft.id}"`);
    expect(list).not.toContain(`data-lead="${spam.id}"`);
    expect(await (await sato.get("/staff?kind=quote_draft")).text()).toContain(`data-lead="${draft.id}"`);
    expect(await (await sato.get("/staff?status=spam")).text()).toContain(`data-lead="${spam.id}"`);
  });

  it("keeps unread per staff member: opening a lead reads it for that person only, and the counts follow", async () => {
    const lead = await contact({ name: "Unread Test", email: `unread-${randomUUID()}@example.jp` });
    const before = { sato: await inboxCounts(db(), satoId), suzuki: await inboxCounts(db(), suzukiId) };
    const row = (html: string) => new RegExp(`<tr data-lead="${lead.id}" class="unread"`).test(html);
    expect(row(await (await sato.get("/staff")).text())).toBe(true);
    expect(row(await (await suzuki.get("/staff")).text())).toBe(true);

    expect((await sato.get(`/staff/leads/${lead.id}`)).status).toBe(200);
    expect(row(await (await sato.get("/staff")).text())).toBe(false);
    expect(row(await (await suzuki.get("/staff")).text())).toBe(true);
    expect((await inboxCounts(db(), satoId)).unread).toBe(before.sato.unread - 1);
    expect((await inboxCounts(db(), suzukiId)).unread).toBe(before.suzuki.unread);
    const suzukiUnread = await (await suzuki.get("/staff?unread=1")).text();
    expect(suzukiUnread).toContain(`data-lead="${lead.id}"`);
    expect(await (await sato.get("/staff?unread=1")).text()).not.toContain(`data-lead="${lead.id}"`);

    // The visitor writing back makes it unread again for whoever read it.
    await db()
      .insertInto("lead_states")
      .values({
        lead_id: lead.id,
        status: "new",
        assignee_id: null,
        updated_at: new Date().toISOString(),
        last_inbound_at: new Date(Date.now() + 1000).toISOString(),
      })
      .execute();
    expect(row(await (await sato.get("/staff")).text())).toBe(true);
    expect((await inboxCounts(db(), satoId)).unread).toBe(before.sato.unread);
  });

  it("counts leads per status and shows them, with the assigned-to-me view", async () => {
    const lead = await contact({ name: "Count Test", email: `count-${randomUUID()}@example.jp` });
    const before = await inboxCounts(db(), suzukiId);
    const csrf = await sato.csrf();
    await sato.post(`/staff/leads/${lead.id}/status`, { csrf, status: "won" });
    await sato.post(`/staff/leads/${lead.id}/assignee`, { csrf, assignee: suzukiId });
    const after = await inboxCounts(db(), suzukiId);
    expect(after.byStatus.won).toBe(before.byStatus.won + 1);
    expect(after.byStatus.new).toBe(before.byStatus.new - 1);
    expect(after.mine).toBe(before.mine + 1);
    const mine = await (await suzuki.get("/staff?assigned=me")).text();
    expect(mine).toContain(`data-lead="${lead.id}"`);
    expect(mine).toContain("Ken Suzuki");
    expect(mine).toMatch(
      new RegExp(`href="/staff\\?status=won"[^>]*>Won<span class="count"> \\(${after.byStatus.won}\\)`),
    );
    expect(await (await sato.get("/staff?assigned=me")).text()).not.toContain(`data-lead="${lead.id}"`);
  });

  it("emails the assignee, in their language, with a link to the lead; never when assigning oneself", async () => {
    const lead = await contact({ name: "Assign Test", email: `assign-${randomUUID()}@example.jp` });
    const csrf = await sato.csrf();
    expect((await sato.post(`/staff/leads/${lead.id}/assignee`, { csrf, assignee: suzukiId })).status).toBe(303);
    const mail = await eventually(
      async () => smtp.received.find((m) => m.envelope.to.includes(suzukiEmail) && m.parsed.text?.includes(lead.id)),
      10_000,
      "the assignment email",
    );
    expect(mail.parsed.header("subject")).toBe(`Assigned to you: Contact message ${lead.reference}`);
    expect(mail.parsed.text).toContain(`${SITE}/staff/leads/${lead.id}`);
    expect(mail.parsed.text).toContain("佐藤 花子 assigned this lead to you.");
    // Suzuki takes it back to himself: no email to himself.
    const suzukiCsrf = await suzuki.csrf();
    await suzuki.post(`/staff/leads/${lead.id}/assignee`, { csrf: suzukiCsrf, assignee: "" });
    await suzuki.post(`/staff/leads/${lead.id}/assignee`, { csrf: suzukiCsrf, assignee: suzukiId });
    const rows = await db()
      .selectFrom("email_outbox")
      .select("to_address")
      .where("kind", "=", "staff-assignment")
      .where("reference", "=", lead.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("changes status, assignee and spam in bulk from the list's form, checking the session's CSRF token", async () => {
    const tag = randomUUID().slice(0, 8);
    const leads = await Promise.all(
      [1, 2, 3].map((n) => contact({ name: `Bulk ${n}`, email: `bulk${n}-${tag}@example.jp` })),
    );
    const list = await (await sato.get(`/staff?q=${tag}`)).text();
    const csrf = StaffClient.csrfOf(list);
    for (const lead of leads) expect(list).toContain(`name="lead:${lead.id}"`);
    const form = (extra: Record<string, string>) => ({
      csrf,
      back: `?q=${tag}`,
      [`lead:${leads[0]!.id}`]: "on",
      [`lead:${leads[1]!.id}`]: "on",
      ...extra,
    });

    const applied = await sato.post("/staff/bulk", form({ do: "apply", status: "in_progress", assignee: suzukiId }));
    expect(applied.status).toBe(303);
    expect(applied.headers.get("location")).toBe(`/staff?q=${tag}&updated=2`);
    const states = await db()
      .selectFrom("lead_states")
      .select(["lead_id", "status", "assignee_id"])
      .where(
        "lead_id",
        "in",
        leads.map((l) => l.id),
      )
      .execute();
    expect(states.map(({ status, assignee_id }) => ({ status, assignee_id }))).toEqual([
      { status: "in_progress", assignee_id: suzukiId },
      { status: "in_progress", assignee_id: suzukiId },
    ]);
    expect(await (await sato.get(`/staff?q=${tag}&updated=2`)).text()).toContain("2件を更新しました。");
    // One email for the two leads, listing both with their links.
    const notice = await eventually(
      async () =>
        smtp.received.find(
          (m) => m.envelope.to.includes(suzukiEmail) && m.parsed.text?.includes(`/staff/leads/${leads[0]!.id}`),
        ),
      10_000,
      "the bulk assignment email",
    );
    expect(notice.parsed.header("subject")).toBe("Assigned to you: 2 leads");
    expect(notice.parsed.text).toContain(`/staff/leads/${leads[1]!.id}`);
    const aboutThese = () =>
      smtp.received.filter(
        (m) =>
          m.envelope.to.includes(suzukiEmail) &&
          leads.slice(0, 2).some((l) => m.parsed.text?.includes(`/staff/leads/${l.id}`)),
      );
    const queued = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("kind", "=", "staff-assignment")
      .where("reference", "in", [leads[0]!.id, leads[1]!.id])
      .execute();
    expect(queued).toHaveLength(1);
    expect(aboutThese()).toHaveLength(1);

    expect((await sato.post("/staff/bulk", form({ do: "spam" }))).status).toBe(303);
    const after = await ids(`q=${tag}`);
    expect(after).toEqual([leads[2]!.id]);
    expect((await ids(`q=${tag}&status=spam`)).sort()).toEqual([leads[0]!.id, leads[1]!.id].sort());

    // Without the token: refused. Nothing ticked: back to the list with a note. A made-up status: a 4xx.
    expect((await sato.post("/staff/bulk", { ...form({ do: "spam" }), csrf: "forged" })).status).toBe(403);
    const none = await sato.post("/staff/bulk", { csrf, do: "apply", status: "won", back: "" });
    expect(none.headers.get("location")).toBe("/staff?updated=0");
    expect((await sato.post("/staff/bulk", form({ do: "apply", status: "closed" }))).status).toBe(422);
    expect((await sato.post("/staff/bulk", form({ do: "apply", back: "https://evil.example/" }))).status).toBe(422);
  });

  it("gathers one person's contact messages, quotes and chats on their page, and their company's", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `Mika.Ito-${tag}@Example.jp`;
    const first = await contact({
      name: "伊藤 美香",
      email,
      phone: "044-555-0123",
      company: `株式会社イトウ${tag}`,
      message: "最初のご相談です。",
    });
    const q = await quote({ name: "伊藤美香", email: email.toLowerCase(), company: `イトウ${tag}` }, true);
    const stranger = await contact({ name: "他人", email: `other-${tag}@example.jp`, company: `イトウ${tag}` });

    const leadPage = await (await sato.get(`/staff/leads/${first.id}`)).text();
    const personPath = `/staff/people/${emailKey(email)}`;
    expect(leadPage).toContain(`href="${personPath}"`);
    expect(leadPage).toContain(`href="mailto:${email}"`);
    expect(leadPage).toContain('href="tel:0445550123"');

    const person = await (await sato.get(personPath)).text();
    expect(person).toContain(`data-lead="${first.id}"`);
    expect(person).toContain(`data-lead="${q.id}"`);
    expect(person).not.toContain(`data-lead="${stranger.id}"`);
    expect(person).toContain("最初のご相談です。");
    expect(person).toContain(q.reference!);
    expect(person).toContain('href="tel:0445550123"');

    // The company's page: 「株式会社イトウ…」 and 「イトウ…」 are one company.
    const companyLink = /href="(\/staff\/companies\/c[0-9a-f]{24})"/.exec(leadPage)?.[1];
    expect(companyLink).toBeDefined();
    const company = await (await sato.get(companyLink!)).text();
    for (const id of [first.id, q.id, stranger.id]) expect(company).toContain(`data-lead="${id}"`);

    expect((await sato.get("/staff/people/e000000000000000000000000")).status).toBe(404);
    expect((await sato.get("/staff/people/not-a-key")).status).toBe(404);
    expect((await new StaffClient(t.url).get(personPath)).status).toBe(303);
  });

  /** An emailed answer from the customer, stored as the mailbox poller stores it. */
  async function emailedAnswer(leadId: string, from: string, text: string, at = Date.now()) {
    const stored = await storeInbound(
      db(),
      { leadId, by: "sender" },
      {
        messageId: `${randomUUID()}@example.jp`,
        threadIds: [],
        subject: "Re: お問い合わせ",
        from: { address: from, name: null },
        recipients: ["inbox@tamagawa-digital.jp"],
        text,
        date: null,
        automatic: false,
        truncated: false,
        authentication: null,
        attachments: [],
      },
      randomUUID(),
      at,
    );
    expect(stored).toBe(true);
  }

  it("finds what customers quote: a phone in +81 or 0 form, a company with any legal form, an emailed answer's text and sender", async () => {
    const tag = randomUUID().slice(0, 6);
    const phoned = await contact({ name: "山田 太郎", email: `yamada-${tag}@example.jp`, phone: "+81 90 8765 4321" });
    const kawasaki = await contact({
      name: "川崎 一",
      email: `k-${tag}@example.jp`,
      company: `株式会社川崎商事${tag}`,
    });
    const kato = await contact({
      name: "加藤 二郎",
      email: `kato-${tag}@example.jp`,
      company: `有限会社加藤製作所${tag}`,
    });
    const english = await contact({
      name: "Ann Lee",
      email: `ann-${tag}@example.jp`,
      company: `Tama${tag} Trading Co., Ltd.`,
    });
    const answered = await contact({ name: "回答 者", email: `answer-${tag}@example.jp` });
    const other = await contact({ name: "別の 人", email: `other-${tag}@example.jp`, phone: "03-1111-2222" });
    const finds = async (query: string, lead: { id: string }) => {
      const found = await ids(`q=${encodeURIComponent(query)}`);
      expect(found, query).toContain(lead.id);
      expect(found, query).not.toContain(other.id);
    };
    for (const query of ["090-8765-4321", "09087654321", "+81 90 8765 4321", "+819087654321", "090 8765 4321"])
      await finds(query, phoned);
    for (const form of ["株式会社", "(株)", "㈱", "（株）", ""]) await finds(`${form}川崎商事${tag}`, kawasaki);
    await finds(`川崎商事${tag}株式会社`, kawasaki);
    await finds(`川崎商事${tag}(株)`, kawasaki);
    for (const form of ["(有)", "有限会社", "㈲", ""]) await finds(`${form}加藤製作所${tag}`, kato);
    for (const form of ["K.K.", "Co., Ltd.", "Inc.", ""]) await finds(`Tama${tag} Trading ${form}`, english);
    await finds(`株式会社Tama${tag} Trading`, english);

    // An emailed answer's words and its sender's address (another address than the lead's).
    await emailedAnswer(answered.id, `keiri-${tag}@example.co.jp`, `請求書の宛名は経理部${tag}でお願いします。`);
    await finds(`経理部${tag}`, answered);
    await finds(`keiri-${tag}@example.co.jp`, answered);
    // The +81 and 0 forms are one person.
    const person = await db()
      .selectFrom("lead_index")
      .select("person_key")
      .where("lead_id", "=", phoned.id)
      .executeTakeFirst();
    expect(person?.person_key).toMatch(/^e/);
    const phoneKeyRow = await db()
      .selectFrom("lead_index")
      .select("phone_key")
      .where("lead_id", "=", phoned.id)
      .executeTakeFirst();
    const same = await contact({ name: "山田 太郎", email: `yamada2-${tag}@example.jp`, phone: "090-8765-4321" });
    const sameRow = await db()
      .selectFrom("lead_index")
      .select("phone_key")
      .where("lead_id", "=", same.id)
      .executeTakeFirst();
    expect(sameRow?.phone_key).toBe(phoneKeyRow?.phone_key);
  });

  it("puts a lead whose customer wrote last first, as 要返信 with its own count and view, showing the answer, until a reply", async () => {
    const tag = randomUUID().slice(0, 6);
    const waiting = await contact({
      name: "要返信 テスト",
      email: `wait-${tag}@example.jp`,
      message: `最初の相談${tag}`,
    });
    const newer = await contact({ name: "新しい 人", email: `newer-${tag}@example.jp` });
    const before = await inboxCounts(db(), satoId);
    let page = await inboxPage(db(), {});
    expect(page.rows.findIndex((r) => r.id === newer.id)).toBeLessThan(page.rows.findIndex((r) => r.id === waiting.id));

    await emailedAnswer(waiting.id, `wait-${tag}@example.jp`, `追加の質問です${tag}`);
    expect((await inboxCounts(db(), satoId)).needsReply).toBe(before.needsReply + 1);
    page = await inboxPage(db(), {});
    const row = page.rows.find((r) => r.id === waiting.id)!;
    expect(row).toMatchObject({ needs_reply: 1, latest_message: `追加の質問です${tag}`, last_reply_at: null });
    expect(page.rows.findIndex((r) => r.id === waiting.id)).toBeLessThan(page.rows.findIndex((r) => r.id === newer.id));
    expect(page.rows.slice(0, page.rows.indexOf(row)).every((r) => r.needs_reply === 1)).toBe(true);
    const view = (await inboxPage(db(), { reply: "1" })).rows.map((r) => r.id);
    expect(view).toContain(waiting.id);
    expect(view).not.toContain(newer.id);
    const html = await (await sato.get("/staff")).text();
    expect(html).toContain(`data-lead="${waiting.id}" data-needs-reply=""`);
    expect(html).toContain(`追加の質問です${tag}`);

    // A reply clears it, and the row shows when we replied.
    const csrf = await sato.csrf();
    const sent = await sato.post(`/staff/leads/${waiting.id}/reply`, { csrf, subject: "Re", body: "お答えします。" });
    expect(sent.status).toBe(303);
    expect((await inboxCounts(db(), satoId)).needsReply).toBe(before.needsReply);
    const after = (await inboxPage(db(), {})).rows.find((r) => r.id === waiting.id)!;
    expect(after.needs_reply).toBe(0);
    expect(after.last_reply_at).not.toBeNull();
    expect((await inboxPage(db(), { reply: "1" })).rows.map((r) => r.id)).not.toContain(waiting.id);
  });

  it("counts unassigned leads, and the unassigned view matches the count's leads", async () => {
    const before = await inboxCounts(db(), satoId);
    const lead = await contact({ name: "割り当て テスト", email: `assign-${randomUUID()}@example.jp` });
    expect((await inboxCounts(db(), satoId)).unassigned).toBe(before.unassigned + 1);
    const csrf = await sato.csrf();
    expect((await sato.post(`/staff/leads/${lead.id}/assignee`, { csrf, assignee: satoId })).status).toBe(303);
    expect((await inboxCounts(db(), satoId)).unassigned).toBe(before.unassigned);
    expect(await (await sato.get("/staff")).text()).toMatch(/未割り当て<span class="count"> \(\d+\)/);
  });

  it("speaks in people's words in the CSV and the list: the plan's name in the reader's language, the total with tax, the phone, the company", async () => {
    const tag = randomUUID().slice(0, 6);
    const q = await quote({ name: "見積 太郎", email: `plan-${tag}@example.jp`, company: `多摩川商会${tag}` }, true);
    const c = await contact({
      name: "電話 花子",
      email: `tel-${tag}@example.jp`,
      phone: "044-123-4567",
      company: `鶴見工業${tag}`,
    });
    // The page opens version 1 of the quotation (issued on first view for older quotes); its total includes tax.
    expect((await sato.get(`/staff/leads/${q.id}`)).status).toBe(200);
    const version = await db()
      .selectFrom("quotation_versions")
      .select(["total", "tax"])
      .where("quote_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(version.tax).toBeGreaterThan(0);
    const plan = planCard("web-basic", "ja")!.title;
    const csv = await (await sato.get(`/staff/export.csv?q=${encodeURIComponent(tag)}`)).text();
    const header = csv.replace(/^\uFEFF/, "").split("\r\n")[0]!;
    expect(header).toContain('"電話"');
    expect(header).toContain('"プラン"');
    expect(header).toContain('"合計（税込）"');
    const quoteLine = csv.split("\r\n").find((line) => line.includes(q.reference!))!;
    expect(quoteLine).toContain(`"${plan}"`);
    expect(quoteLine).toContain(`"${version.total}"`);
    expect(quoteLine).toContain(`"多摩川商会${tag}"`);
    expect(quoteLine).not.toContain('"web-basic"');
    const contactLine = csv.split("\r\n").find((line) => line.includes(c.reference))!;
    expect(contactLine).toContain('"044-123-4567"');
    expect(contactLine).toContain(`"鶴見工業${tag}"`);
    // The list shows the same words, with tap-to-call.
    const html = await (await sato.get(`/staff?q=${encodeURIComponent(tag)}`)).text();
    expect(html).toContain(plan);
    expect(html).toContain(`￥${version.total.toLocaleString("ja-JP")}`);
    expect(html).toContain('href="tel:0441234567"');
  });

  it("signs a reply with the staff member's name and job title, and gives a quote's reply its Q- number as subject", async () => {
    const tag = randomUUID().slice(0, 6);
    const csrf = await sato.csrf();
    expect((await sato.post("/staff/account/title", { csrf, title: "営業部長" })).status).toBe(303);
    expect(await (await sato.get("/staff/account")).text()).toContain('value="営業部長"');
    const q = await quote({ name: "署名 確認", email: `sign-${tag}@example.jp` }, true);
    const html = await (await sato.get(`/staff/leads/${q.id}`)).text();
    const subject =
      html.match(/id="reply-subject"[^>]*value="([^"]*)"/)?.[1] ??
      html.match(/value="([^"]*)"[^>]*id="reply-subject"/)?.[1];
    expect(subject).toBe(`Re: お見積もり ${q.reference}`);
    const body = html.match(/<textarea[^>]*id="reply-body"[^>]*>([^<]*)<\/textarea>/)?.[1] ?? "";
    expect(body).toContain("営業部長 佐藤 花子");
    expect(body).not.toContain("お問い合わせ（受付番号");
    const sent = await sato.post(`/staff/leads/${q.id}/reply`, {
      csrf,
      subject: subject!,
      body: body.replace(/&#x27;/g, "'"),
    });
    expect(sent.status).toBe(303);
    const mail = await eventually(
      async () =>
        smtp.received.find(
          (m) => m.envelope.to.includes(`sign-${tag}@example.jp`) && m.parsed.text?.includes("営業部長"),
        ),
      10_000,
      "the signed reply",
    );
    expect(mail.parsed.header("subject")).toBe(`Re: お見積もり ${q.reference}`);
    expect(mail.parsed.text).toContain("営業部長 佐藤 花子");
    // A contact keeps its enquiry subject; an over-long title is refused with a 4xx.
    expect((await sato.post("/staff/account/title", { csrf, title: "長".repeat(61) })).status).toBe(422);
  });

  it("a new message from someone already known (same address) is 要返信 and heads the inbox; a first message is not", async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await contact({ name: "常連 さん", email: `regular-${tag}@example.jp`, message: "最初の相談です。" });
    const stranger = await contact({ name: "初めて さん", email: `new-${tag}@example.jp` });
    const again = await contact({
      name: "常連 さん",
      email: `Regular-${tag}@example.jp`,
      message: `追加のお願い${tag}`,
    });
    const rows = (await inboxPage(db(), {})).rows;
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row(again.id).needs_reply).toBe(1);
    expect(row(first.id).needs_reply).toBe(0);
    expect(row(stranger.id).needs_reply).toBe(0);
    expect(rows.indexOf(row(again.id))).toBeLessThan(rows.indexOf(row(stranger.id)));
    expect((await inboxPage(db(), { reply: "1" })).rows.map((r) => r.id)).toContain(again.id);
  });
});
