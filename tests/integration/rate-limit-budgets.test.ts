import { afterAll, beforeAll, expect, it } from "vitest";
import { contactBody } from "../support/contact-burst";
import { withToken } from "../support/form-tokens";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function patch(t: TestServer, q: { id: string; token: string }, pages: number) {
  return fetch(`${t.url}/api/quotes/${q.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...auth(q.token) },
    body: JSON.stringify({ serviceType: "web-basic", specifications: { pages } }),
  });
}

async function newQuote(t: TestServer, i: number) {
  const res = await postJson(
    `${t.url}/api/quotes`,
    withToken({ name: "山田 太郎", email: `office-${i}@example.jp`, language: "ja" }, "quote"),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; token: string };
}

// Every request comes from 127.0.0.1: one office behind one IP, with the default budgets.
describeEachDialect("rate-limit budgets per purpose", (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { MAIL_TO: "inbox@tamagawa-digital.jp" });
  });
  afterAll(() => t.close());

  it("lets a person autosave one quote 60 times in a minute, complete it and send a contact message", async ({
    annotate,
  }) => {
    const q = await newQuote(t, 0);
    const started = Date.now();
    for (let pages = 1; pages <= 60; pages++) {
      const res = await patch(t, q, pages);
      expect(res.status, `autosave ${pages}`).toBe(200);
      await res.arrayBuffer();
    }
    // Not a budget: a machine so busy that the saves spanned a minute tested a looser rate than the minute's 60.
    if (Date.now() - started >= 60_000) await annotate("the 60 saves spanned more than a minute", "warning");
    const done = await fetch(`${t.url}/api/quotes/${q.id}/complete`, { method: "POST", headers: auth(q.token) });
    expect(done.status).toBe(200);
    expect(
      (await postJson(`${t.url}/api/contact`, withToken(contactBody(0, `budgets-${dialect}`), "contact"))).status,
    ).toBe(201);
  });

  it("still refuses a burst of 40 contact posts with 429 and Retry-After, without touching the other budgets", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await postJson(
          `${t.url}/api/contact`,
          withToken(contactBody(i + 1, `burst-${dialect}`), "contact"),
        );
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get("retry-after") };
      }),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(30);
    expect(answers.filter((a) => a.status !== 429).every((a) => a.status === 201)).toBe(true);
    for (const a of refused) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);

    // The contact form's budget is spent; the office's quotes are not held up by it.
    const q = await newQuote(t, 1);
    expect((await patch(t, q, 2)).status).toBe(200);
    expect(
      (await fetch(`${t.url}/api/quotes/${q.id}/complete`, { method: "POST", headers: auth(q.token) })).status,
    ).toBe(200);
  });

  it("caps one IP's autosaves across quotes and one quote's autosaves whatever the IP", async () => {
    const limited = await startTestServer(dialect, {
      RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE: "3",
      RATE_LIMIT_AUTOSAVES_PER_MINUTE: "5",
    });
    try {
      const [a, b] = [await newQuote(limited, 2), await newQuote(limited, 3)];
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await patch(limited, a, i + 1)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The other quote has its own per-quote budget, but the IP's ceiling (5, of which 4 spent) holds.
      expect((await patch(limited, b, 1)).status).toBe(200);
      const capped = await patch(limited, b, 2);
      expect(capped.status).toBe(429);
      expect(Number(capped.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});
