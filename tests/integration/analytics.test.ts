import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { analyticsDay } from "../../server/analytics/analytics-day";
import { analyticsReport } from "../../server/analytics/report";
import { maintainAnalytics } from "../../server/analytics/rollup";
import { recordQuoteAccepted } from "../../server/analytics/conversions";
import { visitorHash } from "../../server/analytics/visitor-hash";
import { withToken } from "../support/form-tokens";
import { newStaff, StaffClient } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

// A fixed clock (Date only: timers run as usual) at 10:00 in Japan, and a fixed salt for that day.
const NOW = Date.parse("2026-11-20T01:00:00Z");
const DAY = "2026-11-20";
const SALT = "fixed-test-salt";
const SITE = "http://localhost:3000";

const landings = ["/", "/en", "/services", "/en/pricing-calculator", "/contact"];
const referrers = [null, "www.google.com", "x.com", "news.example.jp"];
const inner = ["/company", "/en/services", "/portfolio"];
const browser = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;
const ipOf = (n: number) => `203.0.113.${n % 250}`;
const bots = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "curl/8.5.0",
];

/** Visit i: visitor i % 400 (so 400 distinct people, several of them back two or three times), 1-3 pages. */
function visit(i: number) {
  const person = i % 400;
  const entryPath = landings[i % landings.length]!;
  const referrer = referrers[i % referrers.length]!;
  const campaign = i % 7 === 0 ? { source: "newsletter", medium: "email", campaign: "autumn" } : undefined;
  const pages = [entryPath, ...inner.slice(0, i % 3)];
  return {
    headers: { "x-forwarded-for": ipOf(person), "user-agent": browser(Math.floor(person / 250)) },
    attribution: {
      entryPath,
      referrer,
      utmSource: campaign?.source,
      utmMedium: campaign?.medium,
      utmCampaign: campaign?.campaign,
    },
    events: pages.map((p, n) => ({
      t: "pageview",
      p,
      l: p.startsWith("/en") ? "en" : "ja",
      r: n === 0 ? referrer : null,
      e: n === 0,
      u: n === 0 ? campaign : undefined,
    })),
    converts: i % 10 === 0,
  };
}

const beacon = (url: string, event: unknown, headers: Record<string, string>) =>
  fetch(`${url}/api/events`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
    body: JSON.stringify(event),
  });

describeEachDialect("analytics", (dialect) => {
  let t: TestServer;
  const responses: Response[] = [];
  const db = () => t.running.services.db;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    t = await startTestServer(dialect, {
      TRUST_PROXY: "true",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_EVENTS_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
    });
    await db().insertInto("analytics_salts").values({ day: DAY, salt: SALT }).execute();
    // The chat lead: a scripted assistant that takes the visitor's details at once.
    t.running.services.chatEngine = async () => ({
      message: "Thank you",
      state: null,
      lead: { kind: "sales", name: "Chat Visitor", email: "chat@example.com", message: "Please call me back" },
    });

    const visits = Array.from({ length: 1000 }, (_, i) => visit(i));
    for (let start = 0; start < visits.length; start += 50) {
      await Promise.all(
        visits.slice(start, start + 50).map(async (v, k) => {
          for (const event of v.events) responses.push(await beacon(t.url, event, v.headers));
          if (!v.converts) return;
          const i = start + k;
          // Every tenth visit converts: mostly contact messages, some chat leads and completed quotes.
          if (i % 30 === 0) responses.push(await chatLead(v.headers, v.attribution));
          else if (i % 30 === 10) responses.push(...(await completedQuote(v.headers, v.attribution)));
          else responses.push(await contact(v.headers, v.attribution));
        }),
      );
    }
    // Not counted: bots, Do Not Track, Global Privacy Control, and a contact without attribution (an old page).
    for (const [n, ua] of bots.entries())
      responses.push(await beacon(t.url, visit(n).events[0], { "x-forwarded-for": ipOf(n), "user-agent": ua }));
    for (const optOut of [{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[])
      responses.push(await beacon(t.url, visit(1).events[0], { ...visit(1).headers, ...optOut }));
    responses.push(await contact({ "x-forwarded-for": "198.51.100.7", "user-agent": browser(9) }, undefined));
    // Web Vitals of one page: LCP 100 ms to 10 s in 100 ms steps, so the p75 is 7.5 s (poor).
    for (let n = 1; n <= 100; n++)
      responses.push(await beacon(t.url, { t: "vital", p: "/en/services", m: "LCP", v: n * 100 }, visit(n).headers));
    for (const v of [0.01, 0.02, 0.05, 0.3])
      responses.push(await beacon(t.url, { t: "vital", p: "/en/services", m: "CLS", v }, visit(1).headers));
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  async function contact(headers: Record<string, string>, attribution: unknown) {
    const body = {
      name: "Visitor",
      email: "visitor@example.com",
      message: "Hello, a question about a website.",
      language: "en",
    };
    return postJson(`${t.url}/api/contact`, withToken({ ...body, attribution }, "contact"), headers);
  }
  async function chatLead(headers: Record<string, string>, attribution: unknown) {
    const body = { messages: [{ role: "user", content: "call me" }], sessionId: "session-0123456789", language: "en" };
    return postJson(`${t.url}/api/chat`, withToken({ ...body, attribution }, "chat"), headers);
  }
  async function completedQuote(headers: Record<string, string>, attribution: unknown) {
    const created = await postJson(
      `${t.url}/api/quotes`,
      withToken({ name: "Q", email: "q@example.com", language: "en" }, "quote"),
      headers,
    );
    const q = (await created.json()) as { id: string; token: string };
    const auth = { ...headers, authorization: `Bearer ${q.token}` };
    const patched = await fetch(`${t.url}/api/quotes/${q.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...auth },
      body: JSON.stringify({ serviceType: "web-basic", specifications: { pages: 3, revisions: 2 } }),
    });
    const done = await postJson(`${t.url}/api/quotes/${q.id}/complete`, { language: "en", attribution }, auth);
    return [created, patched, done];
  }

  /** What the simulation must give, worked out from the visits themselves. */
  function expected() {
    const visits = Array.from({ length: 1000 }, (_, i) => visit(i));
    const byEntry = new Map<string, { visits: number; conversions: number }>();
    for (const v of visits) {
      const row = byEntry.get(v.attribution.entryPath) ?? { visits: 0, conversions: 0 };
      row.visits += 1;
      if (v.converts) row.conversions += 1;
      byEntry.set(v.attribution.entryPath, row);
    }
    return {
      pageviews: visits.reduce((n, v) => n + v.events.length, 0),
      converted: visits.filter((v) => v.converts).length,
      byEntry,
    };
  }

  function checkCounts(report: Awaited<ReturnType<typeof analyticsReport>>) {
    const want = expected();
    expect(report.totals).toEqual({
      visitors: 400,
      pageviews: want.pageviews,
      visits: 1000,
      conversions: want.converted + 1,
    });
    expect(report.days).toEqual([{ day: DAY, visitors: 400, pageviews: want.pageviews }]);
    expect(report.conversions.byKind).toEqual({ contact: 33 + 1, quote: 33, "chat-lead": 34, "quote-accepted": 0 });
    for (const [path, { visits, conversions }] of want.byEntry)
      expect(report.conversions.byEntryPage).toContainEqual({
        key: path,
        visits,
        conversions,
        rate: conversions / visits,
      });
    expect(report.conversions.byEntryPage).toContainEqual({ key: "(unknown)", visits: 0, conversions: 1, rate: 0 });
    expect(report.topPages.find((r) => r.key === "/company")).toEqual({
      key: "/company",
      pageviews: 666,
      visitors: 400,
    });
    expect(report.campaigns).toEqual([{ key: "newsletter / email / autumn", pageviews: 143, visitors: 143 }]);
    expect(report.referrers.map((r) => r.key).sort()).toEqual([
      "(direct)",
      "news.example.jp",
      "www.google.com",
      "x.com",
    ]);
    expect(report.vitals).toEqual([
      {
        path: "/en/services",
        metrics: {
          LCP: { p75: 7500, samples: 100, band: "poor" },
          CLS: { p75: 0.05, samples: 4, band: "good" },
        },
      },
    ]);
  }

  it("counts 1,000 simulated visits exactly: visitors, page views and conversions by entry page", async () => {
    expect(analyticsDay()).toBe(DAY);
    expect(responses.every((r) => r.ok)).toBe(true);
    checkCounts(await analyticsReport(db(), DAY, DAY));
  });

  it("answers every beacon with 204 and never sets a cookie", async () => {
    const beacons = responses.filter((r) => r.url.endsWith("/api/events"));
    expect(beacons.length).toBeGreaterThan(2000);
    expect(beacons.every((r) => r.status === 204)).toBe(true);
    for (const r of responses) expect(r.headers.get("set-cookie")).toBeNull();
  });

  it("stores visitors only as a hash of the day's salt, never an IP or user agent", async () => {
    const tables = await db().introspection.getTables();
    const dump = JSON.stringify(
      await Promise.all(tables.map((table) => sql`select * from ${sql.table(table.name)}`.execute(db()))),
    );
    for (let person = 0; person < 400; person += 37) {
      expect(dump).not.toContain(ipOf(person));
    }
    expect(dump).not.toContain("198.51.100.7");
    expect(dump).not.toContain("Chrome/131.0.0.0");
    expect(dump).not.toContain("Windows NT");
    const v = visit(5);
    const hash = visitorHash(SALT, v.headers["x-forwarded-for"], v.headers["user-agent"], SITE);
    const row = await db()
      .selectFrom("analytics_events")
      .select("visitor")
      .where("visitor", "=", hash)
      .executeTakeFirst();
    expect(row?.visitor).toBe(hash);
  });

  it("refuses a malformed beacon with a translated 400 and a cross-site one with 403", async () => {
    const bad = await beacon(
      t.url,
      { t: "pageview", p: "not-a-path" },
      { ...visit(1).headers, "accept-language": "ja" },
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("送信内容を読み取れませんでした。");
    const cross = await beacon(t.url, visit(1).events[0], { ...visit(1).headers, origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    const huge = await beacon(t.url, { ...visit(1).events[0], p: `/${"a".repeat(400)}` }, visit(1).headers);
    expect(huge.status).toBe(400);
  });

  it("shows the counts and the Web Vitals table on the dashboard", async () => {
    // Behind the staff office's sign-in, in the staff member's language.
    const anonymous = await fetch(`${t.url}/staff/analytics`, { redirect: "manual" });
    expect(anonymous.status).toBe(303);
    const { id, email } = await newStaff(db());
    await db().updateTable("staff_users").set({ language: "en" }).where("id", "=", id).execute();
    const staff = new StaffClient(t.url);
    expect((await staff.login(email)).status).toBe(303);
    const dashboard = await staff.get(`/staff/analytics?from=${DAY}&to=${DAY}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe("no-store");
    const page = await dashboard.text();
    expect(page).toContain('data-total="visitors">400<');
    expect(page).toContain('data-total="visits">1,000<');
    expect(page).toContain('<td data-band="poor">7.50 s <span class="band">Poor</span></td>');
  });

  it("credits an accepted quote to its completion's landing, once", async () => {
    const quote = await db()
      .selectFrom("analytics_conversions")
      .selectAll()
      .where("kind", "=", "quote")
      .where("entry_path", "is not", null)
      .executeTakeFirstOrThrow();
    await recordQuoteAccepted(db(), quote.subject_id);
    await recordQuoteAccepted(db(), quote.subject_id);
    const accepted = await db()
      .selectFrom("analytics_conversions")
      .selectAll()
      .where("kind", "=", "quote-accepted")
      .execute();
    expect(accepted).toEqual([{ ...quote, kind: "quote-accepted" }]);
    await db().deleteFrom("analytics_conversions").where("kind", "=", "quote-accepted").execute();
  });

  it("leaves a lead the office marked spam out of the conversions, and counts it again when unmarked", async () => {
    const before = await analyticsReport(db(), DAY, DAY);
    const contact = await db()
      .selectFrom("analytics_conversions")
      .selectAll()
      .where("kind", "=", "contact")
      .executeTakeFirstOrThrow();
    // The lead may already have a state (a known person writing again is 要返信): marked spam either way.
    await db()
      .insertInto("lead_states")
      .values({ lead_id: contact.subject_id, status: "spam", assignee_id: null, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("lead_id").doUpdateSet({ status: "spam" }))
      .execute();
    try {
      const after = await analyticsReport(db(), DAY, DAY);
      expect(after.totals.conversions).toBe(before.totals.conversions - 1);
      expect(after.conversions.byKind.contact).toBe(before.conversions.byKind.contact - 1);
    } finally {
      await db().deleteFrom("lead_states").where("lead_id", "=", contact.subject_id).execute();
    }
    expect((await analyticsReport(db(), DAY, DAY)).totals.conversions).toBe(before.totals.conversions);
  });

  it("gives the same counts for a day that is over, read once and then from memory", async () => {
    vi.setSystemTime(NOW + 2 * 86_400_000);
    try {
      checkCounts(await analyticsReport(db(), DAY, DAY));
      checkCounts(await analyticsReport(db(), DAY, DAY));
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it("keeps the same counts once the day is rolled up and once its raw events are deleted", async () => {
    const later = NOW + 40 * 86_400_000;
    expect(await maintainAnalytics(db(), { rollupDays: 30, rawRetentionDays: 90 }, later)).toEqual({
      rolledUpDays: 1,
      deletedEvents: 0,
    });
    checkCounts(await analyticsReport(db(), DAY, DAY));
    const much = NOW + 100 * 86_400_000;
    const done = await maintainAnalytics(db(), { rollupDays: 30, rawRetentionDays: 90 }, much);
    expect(done.deletedEvents).toBeGreaterThan(2000);
    expect(await db().selectFrom("analytics_events").select("day").execute()).toEqual([]);
    // The past days' salts went with the new day.
    expect(await db().selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
    checkCounts(await analyticsReport(db(), DAY, DAY));
  });
});
