import { withToken } from "../support/form-tokens";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "../../server/db/database";
import { contactBody, submitContacts } from "../support/contact-burst";
import { eventually, statusCounts } from "../support/outbox-helpers";
import { acceptsConnections, startSlowRequest, type SlowRequest } from "../support/slow-request";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";
import { describeEachDialect } from "../support/test-databases";
import { openSse } from "../support/sse-client";
import { postJson, stopTestPostgres, testPostgresUrl } from "../support/test-server";

// SIGTERM lets requests in flight finish, ends open event streams, stops the outbox
// worker cleanly and exits 0 within 10 s. The built server runs as its own
// process, as deployed; the requests are held in flight by sending their bodies slowly.
const CONTACTS_QUEUED = 12; // 24 emails, ~300 ms each at 3 in parallel: the outbox is busy when the signal comes
const SMTP_DELAY_MS = 300;

if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: shutdown tests SKIPPED (run \`npm run build\`).`);
afterAll(() => stopTestPostgres());

describeEachDialect("graceful shutdown on SIGTERM", (dialect) => {
  let settings: { DATA_DIR: string; DATABASE_URL?: string };
  let smtp: TestSmtpServer;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    settings = { DATA_DIR: mkdtempSync(join(tmpdir(), `shutdown-${dialect}-`)) };
    if (dialect === "postgres" && builtServerAvailable) settings.DATABASE_URL = await testPostgresUrl();
    smtp = await startSmtpServer();
    smtp.delayWith(SMTP_DELAY_MS);
  });
  afterAll(async () => {
    await server?.kill();
    await smtp.stop();
    rmSync(settings.DATA_DIR, { recursive: true, force: true });
  });

  it.skipIf(!builtServerAvailable)(
    "finishes requests in flight, refuses new connections, stops the outbox cleanly and exits 0 within 10 s",
    async () => {
      server = await spawnServer({
        env: {
          ...settings,
          SMTP_URL: smtp.url,
          OUTBOX_POLL_MS: "50",
          RATE_LIMIT_WRITES_PER_MINUTE: "0",
          LOG_LEVEL: "info",
        },
      });
      const { url } = server;
      const queued = await submitContacts([url], CONTACTS_QUEUED, { run: `shutdown-${dialect}` });
      expect(queued.map((o) => o.status)).toEqual(Array(CONTACTS_QUEUED).fill(201));

      // A visitor's chat panel holds its event stream open: it never finishes by itself, so it must not hold the exit.
      const started = await postJson(
        `${url}/api/chat`,
        withToken(
          {
            messages: [{ role: "user", content: "Do you build websites?" }],
            sessionId: "session-shutdown-stream",
            language: "en",
          },
          "chat",
        ),
        { Origin: url },
      );
      expect(started.status).toBe(200);
      const { conversationId: streamed, conversationToken } = (await started.json()) as {
        conversationId: string;
        conversationToken: string;
      };
      const stream = await openSse(`${url}/api/chat/${streamed}/events?token=${conversationToken}`);
      expect(stream.response.status).toBe(200);
      await stream.next((e) => e.event === "ready");

      // Three writes in flight: headers received, handlers waiting for the rest of their bodies.
      const json = { "Content-Type": "application/json", Origin: url };
      const inFlight: Record<string, SlowRequest> = {
        contact: await startSlowRequest(url, {
          method: "POST",
          path: "/api/contact",
          headers: json,
          body: JSON.stringify(withToken(contactBody(999, `shutdown-${dialect}`), "contact")),
        }),
        quote: await startSlowRequest(url, {
          method: "POST",
          path: "/api/quotes",
          headers: json,
          body: JSON.stringify(withToken({ name: "山田 太郎", email: "taro@example.jp", language: "ja" }, "quote")),
        }),
        chat: await startSlowRequest(url, {
          method: "POST",
          path: "/api/chat",
          headers: json,
          body: JSON.stringify(
            withToken(
              {
                messages: [{ role: "user", content: "Do you build websites?" }],
                sessionId: "session-shutdown-0001",
                language: "en",
              },
              "chat",
            ),
          ),
        }),
      };
      // The outbox is sending (the first email has arrived) when the signal comes.
      await smtp.waitFor(1);

      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      const running = server;
      await eventually(
        async () => running.events().some((e) => e.event === "server_stopping"),
        5000,
        "the server to log server_stopping",
      );

      // The event stream is ended by the server (its client reconnects to a running process).
      await stream.ended();

      // The listener closes at once; the process is still there, finishing its work.
      expect(
        await eventually(async () => !(await acceptsConnections(url)), 1000, "new connections to be refused"),
      ).toBe(true);
      expect(server.child.exitCode).toBeNull();

      // The bodies keep trickling in for another second after the signal, then complete.
      for (let step = 0; step < 5; step++) {
        for (const request of Object.values(inFlight)) request.send(Math.ceil(request.remaining() / (5 - step)));
        await new Promise((r) => setTimeout(r, 200));
      }
      for (const request of Object.values(inFlight)) request.finish();
      const [contact, quote, chat] = await Promise.all([
        inFlight.contact!.response,
        inFlight.quote!.response,
        inFlight.chat!.response,
      ]);
      const answeredAt = Date.now();
      expect([contact.status, quote.status, chat.status], contact.body + quote.body + chat.body).toEqual([
        201, 201, 200,
      ]);
      // Each connection is closed after its answer instead of idling in keep-alive, so nothing holds the exit.
      for (const answer of [contact, quote, chat]) expect(answer.headers.connection).toBe("close");

      const exit = await server.exited;
      const exitedAt = Date.now();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitedAt - signalledAt).toBeLessThan(10_000);
      expect(exitedAt - answeredAt, "exit soon after the last answer").toBeLessThan(3000);
      const events = server.events().map((e) => e.event);
      expect(events).toContain("server_stopping");
      expect(events).toContain("server_stopped");
      expect(events).not.toContain("shutdown_timeout");
      expect(events).not.toContain("shutdown_cut_connections");

      const db = createDatabase(settings);
      try {
        // What the in-flight requests acknowledged is stored.
        const contactId = (JSON.parse(contact.body) as { id: string }).id;
        const quoteId = (JSON.parse(quote.body) as { id: string }).id;
        const conversationId = (JSON.parse(chat.body) as { conversationId: string }).conversationId;
        expect(
          await db.selectFrom("contact_messages").select("id").where("id", "=", contactId).executeTakeFirst(),
        ).toBeDefined();
        expect(await db.selectFrom("quotes").select("id").where("id", "=", quoteId).executeTakeFirst()).toBeDefined();
        expect(
          await db.selectFrom("chat_conversations").select("id").where("id", "=", conversationId).executeTakeFirst(),
        ).toBeDefined();

        // The worker stopped between sends: nothing left claimed, every row it marked sent really arrived, once.
        const rows = await db
          .selectFrom("email_outbox")
          .select(["status", "locked_by", "locked_until", "message_id"])
          .execute();
        expect(rows.filter((r) => r.status === "sending" || r.locked_by !== null || r.locked_until !== null)).toEqual(
          [],
        );
        const counts = await statusCounts(db);
        expect(counts.sent ?? 0, "the outbox was sending when the signal came").toBeGreaterThan(0);
        expect(counts.pending ?? 0, "and had work left, kept for the next start").toBeGreaterThan(0);
        const delivered = smtp.received.map((m) => m.parsed.header("message-id") ?? "");
        const sent = rows.filter((r) => r.status === "sent").map((r) => r.message_id);
        expect(delivered.length).toBe(sent.length);
        for (const id of sent) expect(delivered.filter((d) => d.includes(id))).toHaveLength(1);
      } finally {
        await db.destroy();
      }
    },
    60_000,
  );
});
