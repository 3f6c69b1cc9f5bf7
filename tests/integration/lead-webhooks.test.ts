import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as z from "zod";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { insertContact } from "../../server/contact/submit-contact";
import { writeTransaction } from "../../server/db/database";
import { parseEnv } from "../../server/env";
import type { AutoReplyPolicy } from "../../server/mail/auto-reply-cap";
import { createMailer } from "../../server/mail/mailer";
import { startOutboxWorker, type OutboxWorker } from "../../server/mail/outbox-worker";
import { buildOpenApiDocument } from "../../server/openapi/openapi-document";
import { forgetEmail } from "../../server/privacy/forget-email";
import { purgeExpired } from "../../server/retention/purge-expired";
import { retentionCutoffs, retentionPolicy } from "../../server/retention/retention-policy";
import { LEAD_WEBHOOK_KIND, SLACK_WEBHOOK_KIND } from "../../server/webhooks/lead-webhooks";
import { createWebhookSender } from "../../server/webhooks/webhook-sender";
import { withToken } from "../support/form-tokens";
import { eventually, fastWorker, TEST_FROM } from "../support/outbox-helpers";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";
import { startTestServer, type TestServer } from "../support/test-server";
import { writeOnce } from "../support/write-requests";

vi.stubEnv("LOG_LEVEL", "error"); // each refused attempt logs a warning

const SECRET = "test-webhook-secret-0123456789";
const noCaps: AutoReplyPolicy = { client: "127.0.0.1", perAddress: 0, quotePerAddress: 0, perClient: 0 };

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A local receiver that answers 503 to the first `failFirst` requests on each path, then 200. */
async function startReceiver() {
  const hits: Hit[] = [];
  let failFirst = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const earlier = hits.filter((h) => h.path === path).length;
      const status = path === "/redirect" ? 302 : earlier < failFirst ? 503 : 200;
      hits.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      res
        .writeHead(status, { "content-type": "text/plain", ...(status === 302 ? { location: "/lead" } : {}) })
        .end(status === 200 ? "ok" : "busy");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hits,
    base,
    failFirst: (n: number) => (failFirst = n),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's side of docs/webhooks.md, written from the documentation rather than from the sender's code. */
function verify(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describeEachDialect("lead webhooks through the outbox", (dialect) => {
  const t = useTestDatabase(dialect);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let workers: OutboxWorker[] = [];

  const contact = (email: string, name = "山田 太郎") => ({
    name,
    email,
    phone: "090-1234-5678",
    company: "多摩川商事",
    message: "ホームページのリニューアルについて相談したいです。\n予算は 100 万円ほどです。",
    language: "ja" as const,
    source: "form" as const,
  });

  function startWorkers() {
    const mailer = createMailer({ MAIL_FROM: TEST_FROM, DATA_DIR: t.settings.DATA_DIR });
    const webhooks = createWebhookSender({
      LEAD_WEBHOOK_URL: `${receiver.base}/lead`,
      LEAD_WEBHOOK_SECRET: SECRET,
      SLACK_WEBHOOK_URL: `${receiver.base}/slack`,
    });
    // Two workers on two connections, as two processes would run them: each row still goes out once.
    workers = [t.db, t.open()].map((db) => startOutboxWorker({ db, mailer, webhooks, ...fastWorker }));
    for (const w of workers) w.nudge();
  }

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("email_outbox").execute();
    receiver.hits.length = 0;
    receiver.failFirst(0);
  });
  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
  });

  it("retries a receiver answering 503, then delivers each notification exactly once, signed", async () => {
    receiver.failFirst(2);
    const { id, reference } = await writeTransaction(t.db, (trx) =>
      insertContact(trx, contact("taro@example.jp"), "inbox@tamagawa-digital.jp", noCaps, { lead: true, slack: true }),
    );
    startWorkers();

    const rows = await eventually(
      async () => {
        const r = await t.db
          .selectFrom("email_outbox")
          .selectAll()
          .where("kind", "in", [LEAD_WEBHOOK_KIND, SLACK_WEBHOOK_KIND])
          .execute();
        return r.length === 2 && r.every((x) => x.status === "sent") && r;
      },
      10_000,
      "both notifications sent",
    );
    // Both workers stopped, their batches finished: a duplicate, had a second worker taken a row again, has been
    // sent by now (the receiver records a request before it answers).
    await Promise.all(workers.map((w) => w.stop()));

    const lead = receiver.hits.filter((h) => h.path === "/lead");
    expect(lead.map((h) => h.status)).toEqual([503, 503, 200]);
    const slack = receiver.hits.filter((h) => h.path === "/slack");
    expect(slack.map((h) => h.status)).toEqual([503, 503, 200]);
    expect(rows.map((r) => r.attempts)).toEqual([3, 3]);

    const leadRow = rows.find((r) => r.kind === LEAD_WEBHOOK_KIND)!;
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const hit of lead) {
      // The same event id on every attempt, so a receiver can drop a repeat.
      expect(hit.headers["x-lead-event-id"]).toBe(leadRow.id);
      expect(hit.headers["content-type"]).toBe("application/json");
      expect(verify(SECRET, String(hit.headers["x-lead-signature"]), hit.body, nowSeconds)).toBe(true);
      expect(verify("another-secret-0123456789", String(hit.headers["x-lead-signature"]), hit.body, nowSeconds)).toBe(
        false,
      );
      expect(verify(SECRET, String(hit.headers["x-lead-signature"]), `${hit.body} `, nowSeconds)).toBe(false);
    }
    const payload = JSON.parse(lead[2]!.body);
    expect(payload).toMatchObject({
      id: leadRow.id,
      type: "lead.created",
      lead: {
        kind: "contact",
        reference,
        language: "ja",
        name: "山田 太郎",
        company: "多摩川商事",
        email: "taro@example.jp",
        summary: "ホームページのリニューアルについて相談したいです。 予算は 100 万円ほどです。",
      },
    });
    // What the OpenAPI document's `webhooks` promise a receiver.
    const documented = buildOpenApiDocument("http://localhost", []).webhooks.leadCreated.post.requestBody.content;
    expect(() => z.fromJSONSchema(documented["application/json"].schema as never).parse(payload)).not.toThrow();
    expect(Date.parse(payload.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Not sent: the phone number.
    expect(lead[2]!.body).not.toContain("090-1234-5678");
    expect(rows.every((r) => r.reference === id)).toBe(true);

    const text: string = JSON.parse(slack[2]!.body).text;
    expect(text).toContain(reference);
    expect(text).toContain("山田 太郎 / 多摩川商事");
    expect(text).not.toContain("taro@example.jp");
    expect(slack[2]!.headers["x-lead-signature"]).toBeUndefined();
  });

  it("sends a visitor's formatting to Slack as plain text", async () => {
    await writeTransaction(t.db, (trx) =>
      insertContact(
        trx,
        contact("mallory@example.jp", "<!channel> *Mallory* & <https://evil.example|click>"),
        "inbox@tamagawa-digital.jp",
        noCaps,
        { lead: false, slack: true },
      ),
    );
    startWorkers();
    const hit = await eventually(async () => receiver.hits.find((h) => h.path === "/slack"), 10_000, "slack message");
    const message = JSON.parse(hit.body);
    expect(message.mrkdwn).toBe(false);
    expect(message.text).toContain("&lt;!channel&gt; *Mallory* &amp; &lt;https://evil.example|click&gt;");
    expect(message.text).not.toMatch(/[<>]/);
    expect(receiver.hits.some((h) => h.path === "/lead")).toBe(false);
  });

  it("names a chat lead by its L- reference and sends the chat's summary rather than the message", async () => {
    const chat = { transcript: "訪問者: 相談です", summary: "山田様より営業へのご相談。ご要望：「見積もり」。" };
    const { reference } = await writeTransaction(t.db, (trx) =>
      insertContact(
        trx,
        { ...contact("chat@example.jp"), source: "chat" as const, chat },
        "inbox@tamagawa-digital.jp",
        noCaps,
        { lead: true, slack: false },
      ),
    );
    expect(reference).toMatch(/^L-/);
    const row = await t.db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("kind", "=", LEAD_WEBHOOK_KIND)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.text_body).lead).toMatchObject({ kind: "chat-lead", reference, summary: chat.summary });
  });

  it("queues no notification when no webhook is configured", async () => {
    await writeTransaction(t.db, (trx) =>
      insertContact(trx, contact("quiet@example.jp"), "inbox@tamagawa-digital.jp", noCaps),
    );
    const kinds = (await t.db.selectFrom("email_outbox").select("kind").execute()).map((r) => r.kind);
    expect(kinds).toContain("contact-notification");
    expect(kinds.filter((k) => k.includes("webhook"))).toEqual([]);
  });

  it("lets forget-email and retention remove the notifications like the emails about the lead", async () => {
    const both = { lead: true, slack: true };
    await writeTransaction(t.db, (trx) =>
      insertContact(trx, contact("forget.me@example.jp"), "inbox@tamagawa-digital.jp", noCaps, both),
    );
    await writeTransaction(t.db, (trx) =>
      insertContact(trx, contact("keep.me@example.jp"), "inbox@tamagawa-digital.jp", noCaps, both),
    );
    const webhookRows = () =>
      t.db
        .selectFrom("email_outbox")
        .select(["id", "reply_to_address"])
        .where("kind", "in", [LEAD_WEBHOOK_KIND, SLACK_WEBHOOK_KIND])
        .execute();
    expect(await webhookRows()).toHaveLength(4);

    const report = await forgetEmail(t.db, "Forget.Me@example.jp");
    expect(report.email_outbox.filter((r) => r.kind.includes("webhook"))).toHaveLength(2);
    const left = await webhookRows();
    expect(left.map((r) => r.reply_to_address)).toEqual(["keep.me@example.jp", "keep.me@example.jp"]);

    const policy = retentionPolicy(parseEnv({}));
    const counts = await purgeExpired(t.db, retentionCutoffs(policy, Date.now() + 3 * 365 * 86_400_000));
    expect(counts.email_outbox).toBeGreaterThanOrEqual(2);
    expect(await webhookRows()).toEqual([]);
  });
});

it("refuses a lead webhook URL without its secret, and URLs that are not http(s)", () => {
  expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.jp/lead" })).toThrow(/LEAD_WEBHOOK_SECRET/);
  expect(() => parseEnv({ LEAD_WEBHOOK_URL: "ftp://hooks.example.jp/lead", LEAD_WEBHOOK_SECRET: SECRET })).toThrow(
    /LEAD_WEBHOOK_URL/,
  );
  expect(() => parseEnv({ SLACK_WEBHOOK_URL: "javascript:alert(1)" })).toThrow(/SLACK_WEBHOOK_URL/);
  expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.jp/lead", LEAD_WEBHOOK_SECRET: "short" })).toThrow(
    /LEAD_WEBHOOK_SECRET/,
  );
  const env = parseEnv({
    LEAD_WEBHOOK_URL: "https://hooks.example.jp/lead",
    LEAD_WEBHOOK_SECRET: SECRET,
    SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/XXXX",
  });
  expect(env.LEAD_WEBHOOK_URL).toBe("https://hooks.example.jp/lead");
});

it("fails a redirect or an unreachable receiver without naming the URL (a Slack URL is a secret)", async () => {
  const receiver = await startReceiver();
  try {
    const redirected = createWebhookSender({ SLACK_WEBHOOK_URL: `${receiver.base}/redirect` });
    const error = await redirected.send({ id: "e1", kind: SLACK_WEBHOOK_KIND, body: "{}" }).catch((e: Error) => e);
    expect(String(error)).toMatch(/SLACK_WEBHOOK_URL: HTTP 302/);
    expect(String(error)).not.toContain(receiver.base);
    // Not followed: the receiver saw the one request.
    expect(receiver.hits.map((h) => h.path)).toEqual(["/redirect"]);
  } finally {
    await receiver.stop();
  }
  const closed = createWebhookSender({ LEAD_WEBHOOK_URL: receiver.base, LEAD_WEBHOOK_SECRET: SECRET });
  const error = await closed.send({ id: "e2", kind: LEAD_WEBHOOK_KIND, body: "{}" }).catch((e: Error) => e);
  expect(String(error)).toMatch(/LEAD_WEBHOOK_URL: ECONNREFUSED/);
  expect(String(error)).not.toContain("127.0.0.1");
});

describe("lead webhooks from the API (the server's own settings and worker)", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestServer;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestServer("sqlite", {
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      LEAD_WEBHOOK_URL: `${receiver.base}/lead`,
      LEAD_WEBHOOK_SECRET: SECRET,
      SLACK_WEBHOOK_URL: `${receiver.base}/slack`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  it("notifies a contact message and a completed quote, once each", async () => {
    const contact = await writeOnce(t.url, "contact", 1, { run: "webhooks" });
    expect(contact.status).toBe(201);

    const send = (method: string, path: string, body: unknown, token?: string) =>
      fetch(`${t.url}${path}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const started = await send(
      "POST",
      "/api/quotes",
      withToken({ name: "Jane Doe", email: "jane@example.com", language: "en" }, "quote"),
    );
    const q = (await started.json()) as { id: string; token: string };
    await send("PATCH", `/api/quotes/${q.id}`, { serviceType: "web-basic", specifications: { pages: 3 } }, q.token);
    const done = await send("POST", `/api/quotes/${q.id}/complete`, {}, q.token);
    expect(done.status).toBe(200);
    const { reference } = (await done.json()) as { reference: string };

    const leads = await eventually(
      async () => {
        const hits = receiver.hits.filter((h) => h.path === "/lead");
        return hits.length >= 2 && hits;
      },
      10_000,
      "two lead webhooks",
    );
    await eventually(async () => receiver.hits.filter((h) => h.path === "/slack").length >= 2, 10_000, "slack");
    // The server's worker stopped, its batch finished: a duplicate would have reached the receiver by now.
    await t.running.worker.stop();
    expect(receiver.hits.filter((h) => h.path === "/lead")).toHaveLength(2);
    expect(receiver.hits.filter((h) => h.path === "/slack")).toHaveLength(2);
    const bodies = leads.map((h) => JSON.parse(h.body) as { lead: { kind: string; reference: string } });
    expect(bodies.map((b) => b.lead.kind).sort()).toEqual(["contact", "quote"]);
    expect(bodies.find((b) => b.lead.kind === "quote")?.lead).toMatchObject({
      reference,
      name: "Jane Doe",
      email: "jane@example.com",
      summary: expect.stringContaining("web-basic"),
    });
    for (const hit of leads)
      expect(verify(SECRET, String(hit.headers["x-lead-signature"]), hit.body, Math.floor(Date.now() / 1000))).toBe(
        true,
      );
  });
});
