import { randomUUID } from "node:crypto";
import { leadThread } from "../../content/lead-thread";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeInbound } from "../../server/mailbox/inbound-store";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

const COMPANY = "inbox@tamagawa-digital.jp";

function openedAtOf(html: string): string {
  const match = /name="opened_at" value="([^"]+)"/.exec(html);
  if (!match) throw new Error("no opened_at field on the lead page");
  return match[1]!;
}

describeEachDialect("a lead's conversation in the staff office", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let aiko: StaffClient;
  let ben: StaffClient;
  let aikoId: string;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, { SMTP_URL: smtp.url, MAIL_TO: COMPANY });
    const a = await newStaff(db(), "Aiko");
    const b = await newStaff(db(), "Ben");
    aikoId = a.id;
    aiko = new StaffClient(t.url);
    ben = new StaffClient(t.url);
    expect((await aiko.login(a.email)).status).toBe(303);
    expect((await ben.login(b.email)).status).toBe(303);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function contact(email: string) {
    const response = await postJson(
      `${t.url}/api/contact`,
      withToken({ name: "Mail Visitor", email, message: "Please call me.", language: "en" }, "contact"),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  }

  it("holds a second answer without JavaScript, names who answered and when, and sends it when confirmed", async () => {
    const address = `twice-${randomUUID()}@example.jp`;
    const lead = await contact(address);
    const base = `/staff/leads/${lead.id}`;
    const benPage = await (await ben.get(base)).text();
    const benOpenedAt = openedAtOf(benPage);
    const aikoPage = await (await aiko.get(base)).text();

    const aikoReply = await aiko.post(`${base}/reply`, {
      csrf: StaffClient.csrfOf(aikoPage),
      opened_at: openedAtOf(aikoPage),
      subject: "Re: your message",
      body: "Tuesday at 10?",
    });
    expect(aikoReply.status).toBe(303);

    const held = await ben.post(`${base}/reply`, {
      csrf: StaffClient.csrfOf(benPage),
      opened_at: benOpenedAt,
      subject: "Re: your message",
      body: "Wednesday at 3?",
    });
    expect(held.status).toBe(409);
    const warning = await held.text();
    expect(warning).toContain("data-conflict");
    expect(warning).toMatch(/Aiko/);
    expect(warning).toContain('name="confirm" value="1"');
    expect(warning).toContain("Wednesday at 3?");
    expect(await db().selectFrom("lead_replies").where("lead_id", "=", lead.id).select("id").execute()).toHaveLength(1);

    const sent = await ben.post(`${base}/reply`, {
      csrf: StaffClient.csrfOf(benPage),
      opened_at: benOpenedAt,
      confirm: "1",
      subject: "Re: your message",
      body: "Wednesday at 3?",
    });
    expect(sent.status).toBe(303);
    expect(await db().selectFrom("lead_replies").where("lead_id", "=", lead.id).select("id").execute()).toHaveLength(2);

    // Every reply went to the visitor with the company mailbox in Cc (a copy for the shared mailbox).
    const replies = await eventually(
      async () => {
        const found = smtp.received.filter(
          (m) => m.envelope.to.includes(address) && m.parsed.header("subject") === "Re: your message",
        );
        return found.length === 2 ? found : undefined;
      },
      10_000,
      "both replies",
    );
    for (const reply of replies) {
      expect(reply.parsed.header("cc")).toBe(COMPANY);
      expect(reply.envelope.to).toContain(COMPANY);
    }
  });

  it("warns of a colleague writing a reply (the form's heartbeat), and the heartbeat needs the session's CSRF token", async () => {
    const lead = await contact(`composing-${randomUUID()}@example.jp`);
    const base = `/staff/leads/${lead.id}`;
    const aikoPage = await (await aiko.get(base)).text();
    expect((await aiko.post(`${base}/composing`, { csrf: "wrong" })).status).toBe(403);
    expect((await aiko.post(`${base}/composing`, { csrf: StaffClient.csrfOf(aikoPage) })).status).toBe(204);

    const benPage = await (await ben.get(base)).text();
    expect(benPage).toContain('data-composing=""');
    // The office is in Japanese for new accounts (content/lead-thread.ts).
    expect(benPage).toMatch(/Aikoさんが .+ から返信を書いています。/);
    const held = await ben.post(`${base}/reply`, {
      csrf: StaffClient.csrfOf(benPage),
      opened_at: openedAtOf(benPage),
      subject: "Re",
      body: "Hello",
    });
    expect(held.status).toBe(409);
    expect(await held.text()).toMatch(/data-conflict[\s\S]*Aikoさんが .+ から返信を書いています。/);
    // A malformed page time is a clear 422, never a 500.
    const bad = await ben.post(`${base}/reply`, {
      csrf: StaffClient.csrfOf(benPage),
      opened_at: "yesterday",
      subject: "Re",
      body: "Hello",
    });
    expect(bad.status).toBe(422);
  });

  it("the lead page warns of an email whose sender failed authentication and says why a file was not kept", async () => {
    const address = `flagged-${randomUUID()}@example.jp`;
    const lead = await contact(address);
    const file = (name: string, size: number) => ({
      fileName: name,
      contentType: "application/pdf",
      size,
      content: Buffer.alloc(size, 1),
      kept: true,
    });
    await storeInbound(
      db(),
      { leadId: lead.id, by: "sender" },
      {
        messageId: `${randomUUID()}@example.jp`,
        threadIds: [],
        subject: "New bank account",
        from: { address, name: null },
        recipients: [COMPANY],
        text: "Please pay to our new account.",
        date: new Date().toISOString(),
        automatic: false,
        truncated: false,
        authentication: "spf=softfail dkim=none dmarc=fail",
        attachments: [file("kept.pdf", 600), file("over.pdf", 600)],
      },
      `mid:${randomUUID()}`,
      Date.now(),
      { perLeadBytes: 1_000, perSenderPerDayBytes: 10_000 },
    );
    const page = await (await aiko.get(`/staff/leads/${lead.id}`)).text();
    expect(page).toContain("送信元の認証: SPF softfail · DKIM none · DMARC fail");
    expect(page).toContain(leadThread.ja.authenticationFailed);
    expect(page).toContain(leadThread.ja.notStored.lead);
    const files = await db()
      .selectFrom("lead_message_attachments")
      .select(["id", "file_name"])
      .where("lead_id", "=", lead.id)
      .orderBy("file_name")
      .execute();
    const [kept, over] = [
      files.find((f) => f.file_name === "kept.pdf")!,
      files.find((f) => f.file_name === "over.pdf")!,
    ];
    expect(page).toContain(`/attachments/${kept.id}`);
    expect(page).not.toContain(`/attachments/${over.id}`);
    expect((await aiko.get(`/staff/leads/${lead.id}/attachments/${over.id}`)).status).toBe(404);
  });

  it("an emailed answer needs a reply until staff answer; opening the lead marks it read; attachments download only", async () => {
    const address = `answer-${randomUUID()}@example.jp`;
    const lead = await contact(address);
    const stored = await storeInbound(
      db(),
      { leadId: lead.id, by: "sender" },
      {
        messageId: `${randomUUID()}@example.jp`,
        threadIds: [],
        subject: "Re: your message",
        from: { address, name: "Mail Visitor" },
        recipients: [COMPANY],
        text: "<b>Tuesday</b> works.",
        date: new Date().toISOString(),
        automatic: false,
        truncated: false,
        authentication: null,
        attachments: [
          {
            fileName: '"evil".html',
            contentType: "text/html",
            size: 30,
            content: Buffer.from("<script>alert(1)</script>"),
            kept: true,
          },
        ],
      },
      `mid:${randomUUID()}`,
    );
    expect(stored).toBe(true);
    const state = await db()
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(state.needs_reply).toBe(1);

    const base = `/staff/leads/${lead.id}`;
    const page = await (await aiko.get(base)).text();
    // Text, escaped: never the visitor's HTML.
    expect(page).toContain("&lt;b&gt;Tuesday&lt;/b&gt; works.");
    expect(page).toContain("data-needs-reply");
    const read = await db()
      .selectFrom("lead_reads")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .where("staff_id", "=", aikoId)
      .executeTakeFirstOrThrow();
    expect(read.read_at >= state.last_inbound_at!).toBe(true);

    const file = await db()
      .selectFrom("lead_message_attachments")
      .select("id")
      .where("lead_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(page).toContain(`/staff/leads/${lead.id}/attachments/${file.id}`);
    const download = await aiko.get(`${base}/attachments/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/octet-stream");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="evil.html"; filename\*=UTF-8''%22evil%22.html$/,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await download.text()).toBe("<script>alert(1)</script>");
    // Not through another lead, and not signed out.
    expect((await aiko.get(`/staff/leads/${randomUUID()}/attachments/${file.id}`)).status).toBe(404);
    const stranger = new StaffClient(t.url);
    expect((await stranger.get(`${base}/attachments/${file.id}`)).status).toBe(303);

    const reply = await aiko.post(`${base}/reply`, {
      csrf: StaffClient.csrfOf(page),
      opened_at: openedAtOf(page),
      subject: "Re: your message",
      body: "See you Tuesday.",
    });
    expect(reply.status).toBe(303);
    const after = await db()
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(after.needs_reply).toBe(0);
    expect(after.status).toBe("replied");
  });
});
