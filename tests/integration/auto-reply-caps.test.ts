import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formToken, withToken } from "../support/form-tokens";
import { describeEachDialect, testDialects } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, testPostgresUrl, type TestServer } from "../support/test-server";

/**
 * The forms must not let anyone make the company's server write to any inbox:
 * one confirmation per address and hour, a cap per client IP, and the company's
 * notification whatever the cap says.
 */

afterAll(() => stopTestPostgres());

const contact = { name: "山田 太郎", phone: "", company: "", message: "相談したいです。", language: "ja" };
const caps = {
  AUTO_REPLIES_PER_ADDRESS_PER_HOUR: "1",
  QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: "2",
  AUTO_REPLIES_PER_IP_PER_HOUR: "3",
  TRUST_PROXY: "true",
};

async function outbox(t: TestServer, kind: string, to?: string) {
  let q = t.running.services.db.selectFrom("email_outbox").select(["to_address", "reference"]).where("kind", "=", kind);
  if (to) q = q.where("to_address", "=", to);
  return q.execute();
}

describeEachDialect("auto-reply caps", (dialect) => {
  let t: TestServer;
  let ip = 0;
  // Each test speaks from its own address, so the per-IP cap of one test does not reach the next.
  const from = () => ({ "x-forwarded-for": `203.0.113.${++ip}` });

  beforeAll(async () => {
    t = await startTestServer(dialect, {
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
      ...caps,
    });
  });
  afterAll(() => t.close());

  it("sends a second message to the same address within the hour no second auto-reply, but the company hears of both", async () => {
    const headers = from();
    const ids: string[] = [];
    for (const email of ["victim@example.jp", "VICTIM@Example.JP"]) {
      const res = await postJson(`${t.url}/api/contact`, withToken({ ...contact, email }, "contact"), headers);
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    expect((await outbox(t, "contact-auto-reply")).filter((m) => ids.includes(m.reference!))).toHaveLength(1);
    expect((await outbox(t, "contact-notification")).filter((m) => ids.includes(m.reference!))).toHaveLength(2);
    expect(
      (await t.running.services.db.selectFrom("contact_messages").select("id").where("id", "in", ids).execute()).length,
    ).toBe(2);
  });

  it("counts the last hour only: an hour later the address gets its confirmation again", async () => {
    const headers = from();
    const email = "hourly@example.jp";
    await postJson(`${t.url}/api/contact`, withToken({ ...contact, email }, "contact"), headers);
    await postJson(`${t.url}/api/contact`, withToken({ ...contact, email }, "contact"), headers);
    expect(await outbox(t, "contact-auto-reply", email)).toHaveLength(1);
    // Move the ledger back 61 minutes, as if the hour had passed.
    await t.running.services.db
      .updateTable("auto_replies")
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .execute();
    await postJson(`${t.url}/api/contact`, withToken({ ...contact, email }, "contact"), headers);
    expect(await outbox(t, "contact-auto-reply", email)).toHaveLength(2);
  });

  it("shares the allowance between the contact form and the chat's lead flow", async () => {
    const headers = from();
    const email = "lead-and-form@example.jp";
    expect((await postJson(`${t.url}/api/contact`, withToken({ ...contact, email }, "contact"), headers)).status).toBe(
      201,
    );
    const session = `caps-session-${dialect}-01`;
    let conversationId: string | null = null;
    const token = formToken("chat");
    for (const [content, type] of [
      ["Contact Sales", "menu_selection"],
      ["Ken Tanaka", undefined],
      [email, undefined],
      ["A new website, please.", undefined],
      // The assistant reads the details back and stores the lead on "yes".
      ["yes", undefined],
    ] as const) {
      const body = {
        messages: [{ role: "user", content, ...(type ? { type } : {}) }],
        conversationId,
        sessionId: session,
        language: "en",
        formToken: token,
      };
      const res = await postJson(`${t.url}/api/chat`, body, headers);
      expect(res.status).toBe(200);
      conversationId = (await res.json()).conversationId;
    }
    const stored = await t.running.services.db
      .selectFrom("contact_messages")
      .select(["id", "source"])
      .where("email", "=", email)
      .execute();
    expect(stored.map((r) => r.source).sort()).toEqual(["chat", "form"]);
    expect(await outbox(t, "contact-auto-reply", email)).toHaveLength(1);
    expect(
      (await outbox(t, "contact-notification")).filter((m) => stored.some((r) => r.id === m.reference)),
    ).toHaveLength(2);
  });

  it("caps auto-replies per client IP across different addresses", async () => {
    const headers = from();
    const emails = ["ip-1@example.jp", "ip-2@example.jp", "ip-3@example.jp", "ip-4@example.jp"];
    for (const email of emails)
      expect(
        (await postJson(`${t.url}/api/contact`, withToken({ ...contact, email }, "contact"), headers)).status,
      ).toBe(201);
    const sent = (await outbox(t, "contact-auto-reply")).filter((m) => emails.includes(m.to_address));
    expect(sent.map((m) => m.to_address).sort()).toEqual(emails.slice(0, 3));
    expect((await outbox(t, "contact-notification")).length).toBeGreaterThanOrEqual(4);
    // Another client is not held back by this one.
    expect(
      (await postJson(`${t.url}/api/contact`, withToken({ ...contact, email: "ip-5@example.jp" }, "contact"), from()))
        .status,
    ).toBe(201);
    expect(await outbox(t, "contact-auto-reply", "ip-5@example.jp")).toHaveLength(1);
  });

  it("lets a visitor comparing plans get each estimate up to the quote allowance; past it the quote still completes", async () => {
    const email = "compare@example.jp";
    const completed: string[] = [];
    for (let i = 0; i < 3; i++) {
      // A new client address each time, so only the per-address allowance is at work.
      const headers = from();
      const start = await postJson(
        `${t.url}/api/quotes`,
        withToken({ name: "比較 花子", email, language: "ja" }, "quote"),
        headers,
      );
      expect(start.status).toBe(201);
      const q = (await start.json()) as { id: string; token: string };
      const auth = { authorization: `Bearer ${q.token}`, "content-type": "application/json", ...headers };
      const saved = await fetch(`${t.url}/api/quotes/${q.id}`, {
        method: "PATCH",
        headers: auth,
        body: JSON.stringify({ serviceType: "web-basic", specifications: { pages: 3 + i } }),
      });
      expect(saved.status).toBe(200);
      const done = await fetch(`${t.url}/api/quotes/${q.id}/complete`, {
        method: "POST",
        headers: { authorization: auth.authorization, ...headers },
      });
      expect(done.status).toBe(200);
      completed.push(q.id);
    }
    const estimates = (await outbox(t, "quote-to-visitor", email)).map((m) => m.reference);
    expect(estimates.sort()).toEqual(completed.slice(0, 2).sort());
    expect((await outbox(t, "quote-notification")).filter((m) => completed.includes(m.reference!))).toHaveLength(3);
  });
});

describe.skipIf(testDialects.find((d) => d.name === "postgres")!.skip)(
  "caps and token uses hold across server processes on one PostgreSQL",
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      const url = await testPostgresUrl();
      const settings = {
        RATE_LIMIT_WRITES_PER_MINUTE: "0",
        DATABASE_URL: url,
        ...caps,
        AUTO_REPLIES_PER_IP_PER_HOUR: "0",
      };
      a = await startTestServer("postgres", settings);
      b = await startTestServer("postgres", settings);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it("sends one auto-reply for ten simultaneous messages to one address through two servers", async () => {
      const email = "race@example.jp";
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postJson(`${(i % 2 ? a : b).url}/api/contact`, withToken({ ...contact, email, message: `${i}` }, "contact")),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(await outbox(a, "contact-auto-reply", email)).toHaveLength(1);
      expect(
        (await a.running.services.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute())
          .length,
      ).toBe(10);
    });

    it("accepts one message for a token sent ten times at once through two servers", async () => {
      const token = formToken("contact");
      const email = "one-token@example.jp";
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postJson(`${(i % 2 ? a : b).url}/api/contact`, { ...contact, email, message: `${i}`, formToken: token }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(403)]);
      expect(
        (await a.running.services.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute())
          .length,
      ).toBe(1);
    });
  },
);
