import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { prerenderPaths } from "../../domain/seo/prerender-paths";
import { analyticsReport } from "../../server/analytics/report";
import { withToken } from "../support/form-tokens";
import { newStaff, StaffClient } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

// A fixed clock (Date only: timers run as usual) at 10:00 in Japan, so every event lands on one day.
const NOW = Date.parse("2026-11-20T01:00:00Z");
const DAY = "2026-11-20";
/** A day before the cleaning existed: its rows are written straight into the table. */
const OLD_DAY = "2026-11-18";
const CAP = 10;

const browser = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;
const person = (ip: string, n = 0) => ({ "x-forwarded-for": ip, "user-agent": browser(n) });
const beacon = (url: string, event: unknown, headers: Record<string, string>) =>
  fetch(`${url}/api/events`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
    body: JSON.stringify(event),
  });
const pageview = (p: string, extra: object = {}) => ({ t: "pageview", p, l: "ja", r: null, e: true, ...extra });

// What must never reach a stored analytics field: controls, bidi and other format characters, separators, U+FFFD.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029\ufffd]/u;
const dirtyUtm = {
  source: "news\u0000let\u0007ter\n\u202Eevil",
  medium: "\u2066e\u200Bm\u200Ca\u200Di\u2060l\uFEFF\u00AD\u2069\u200E\u200F\u202A\u202B\u202C\u202D",
  campaign: `\r\n${"秋".repeat(150)}\t`,
};
const cleanUtm = { source: "newsletterevil", medium: "email", campaign: "秋".repeat(100) };

describeEachDialect("analytics against hostile input", (dialect) => {
  // Two servers on one database, as two processes behind a load balancer would be.
  let a: TestServer;
  let b: TestServer;
  const db = () => a.running.services.db;
  const settings = {
    TRUST_PROXY: "true",
    RATE_LIMIT_WRITES_PER_MINUTE: "0",
    RATE_LIMIT_EVENTS_PER_MINUTE: "0",
    ANALYTICS_VISITORS_PER_IP: String(CAP),
  };
  const report = () => analyticsReport(db(), DAY, DAY);
  /** Every string stored in the analytics tables. */
  const storedStrings = async () =>
    (
      await Promise.all(
        ["analytics_events", "analytics_conversions", "analytics_visitor_slots", "analytics_rollups"].map((table) =>
          sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db()),
        ),
      )
    )
      .flatMap((result) => result.rows.flatMap((row) => Object.values(row)))
      .filter((value): value is string => typeof value === "string");
  const analyticsRows = async () => (await storedStrings()).join("\n");

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    a = await startTestServer(dialect, settings);
    const shared: Record<string, string> =
      dialect === "postgres" ? { DATABASE_URL: a.env.DATABASE_URL! } : { DATA_DIR: a.env.DATA_DIR };
    b = await startTestServer(dialect, { ...settings, ...shared });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    vi.useRealTimers();
  });

  it("counts a path the site does not serve under one (other) row, and never stores it", async () => {
    const junk = [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/shadow",
      "/<script>alert(1)</script>",
      "/wp-login.php",
      "/no-such-page",
      "/case-studies/not-a-case",
      "/staff/analytics",
    ];
    // The site's pages as React Router also serves them: a trailing slash, other letter case.
    const pages = ["/services/", "/EN/Services", "/en/case-studies/aws-cost-optimization", "/"];
    const responses = await Promise.all(
      [...junk, ...pages].map((p, n) => beacon(a.url, pageview(p), person(`198.51.100.${n + 1}`))),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 204));

    const stored = await db().selectFrom("analytics_events").select("path").distinct().execute();
    const known = new Set([...prerenderPaths(), "(other)"]);
    expect(stored.map((r) => r.path).filter((p) => !known.has(p))).toEqual([]);
    const top = (await report()).topPages;
    expect(top.find((r) => r.key === "(other)")).toEqual({
      key: "(other)",
      pageviews: junk.length,
      visitors: junk.length,
    });
    expect(top.find((r) => r.key === "/services")?.pageviews).toBe(1);
    expect(top.find((r) => r.key === "/en/services")?.pageviews).toBe(1);
    expect(top.find((r) => r.key === "/en/case-studies/aws-cost-optimization")?.pageviews).toBe(1);
    const dump = await analyticsRows();
    for (const fragment of ["passwd", "shadow", "script", "wp-login", "no-such", "not-a-case", "staff"])
      expect(dump).not.toContain(fragment);
  });

  it("drops a Web Vitals value no page can have instead of counting it", async () => {
    const implausible = [
      { m: "CLS", v: 600_000 },
      { m: "CLS", v: 10.5 },
      { m: "CLS", v: -0.1 },
      { m: "LCP", v: 60_001 },
      { m: "LCP", v: 1e300 },
      { m: "INP", v: -1 },
      { m: "INP", v: 3_600_000 },
    ];
    const plausible = [
      { m: "CLS", v: 0.3 },
      { m: "CLS", v: 0 },
      { m: "LCP", v: 3000 },
      { m: "LCP", v: 60_000 },
      { m: "INP", v: 120 },
    ];
    const responses = await Promise.all(
      [...implausible, ...plausible].map((vital, n) =>
        beacon(a.url, { t: "vital", p: "/company", ...vital }, person("198.51.100.50", n)),
      ),
    );
    // Answered like any other beacon: a sender learns nothing from the answer.
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 204));
    const stored = await db()
      .selectFrom("analytics_events")
      .select(["metric", "value"])
      .where("kind", "=", "vital")
      .execute();
    expect(stored.map((r) => ({ m: r.metric, v: Number(r.value) })).sort((x, y) => x.v - y.v)).toEqual(
      [...plausible].sort((x, y) => x.v - y.v),
    );
    const company = (await report()).vitals.find((v) => v.path === "/company");
    expect(company?.metrics.CLS).toEqual({ p75: 0.3, samples: 2, band: "poor" });
    expect(company?.metrics.LCP?.samples).toBe(2);
  });

  it("adds at most the cap of visitors from one IP (or IPv6 /64) rotating user agents, over two processes", async () => {
    const before = await report();
    // 40 user agents from one IPv4 address, and 40 addresses of one IPv6 /64; two page views each,
    // sent at once and alternating between the two servers.
    const office = Array.from({ length: 40 }, (_, n) => person("203.0.113.9", n));
    const lan = Array.from({ length: 40 }, (_, n) => person(`2001:db8:7:42::${(n + 1).toString(16)}`, n));
    // A household of three on another address is not affected.
    const household = Array.from({ length: 3 }, (_, n) => person("203.0.113.10", n));
    const visits = [...office, ...lan, ...household];
    const sends = visits.flatMap((headers, n) =>
      ["/company", "/en/team"].map((p, k) => beacon(((n + k) % 2 ? b : a).url, pageview(p), headers)),
    );
    const responses = await Promise.all(sends);
    expect(responses.every((r) => r.status === 204)).toBe(true);
    const after = await report();
    expect(after.totals.pageviews - before.totals.pageviews).toBe(visits.length * 2);
    expect(after.totals.visitors - before.totals.visitors).toBe(CAP + CAP + 3);

    // The same people again: still the same visitors.
    await Promise.all(visits.map((headers, n) => beacon((n % 2 ? a : b).url, pageview("/portfolio"), headers)));
    const again = await report();
    expect(again.totals.visitors).toBe(after.totals.visitors);
    expect(again.topPages.find((r) => r.key === "/portfolio")).toEqual({
      key: "/portfolio",
      pageviews: visits.length,
      visitors: CAP + CAP + 3,
    });

    // Only hashes are kept: no address appears in any table.
    const dump = await analyticsRows();
    for (const address of ["203.0.113.9", "203.0.113.10", "2001:db8", "198.51.100"])
      expect(dump).not.toContain(address);
    const slots = await db()
      .selectFrom("analytics_visitor_slots")
      .select(["network", sql<number>`count(*)`.as("n")])
      .groupBy("network")
      .execute();
    expect(Math.max(...slots.map((s) => Number(s.n)))).toBe(CAP);
  });

  it("strips control and direction characters from UTM tags and caps their length, in events and conversions", async () => {
    const headers = person("198.51.100.77", 7);
    expect((await beacon(a.url, pageview("/en/services", { u: dirtyUtm }), headers)).status).toBe(204);
    const contact = await postJson(
      `${b.url}/api/contact`,
      withToken(
        {
          name: "Visitor",
          email: "visitor@example.com",
          message: "Hello, a question about a website.",
          language: "en",
          attribution: {
            entryPath: "/../../etc/passwd",
            referrer: "www.google.com",
            utmSource: dirtyUtm.source,
            utmMedium: dirtyUtm.medium,
            utmCampaign: dirtyUtm.campaign,
          },
        },
        "contact",
      ),
      headers,
    );
    expect(contact.status).toBeLessThan(300);

    const event = await db()
      .selectFrom("analytics_events")
      .select(["utm_source", "utm_medium", "utm_campaign"])
      .where("utm_source", "is not", null)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      utm_source: cleanUtm.source,
      utm_medium: cleanUtm.medium,
      utm_campaign: cleanUtm.campaign,
    });
    const conversion = await db()
      .selectFrom("analytics_conversions")
      .select(["entry_path", "utm_source", "utm_medium", "utm_campaign"])
      .executeTakeFirstOrThrow();
    expect(conversion).toEqual({
      entry_path: "(other)",
      utm_source: cleanUtm.source,
      utm_medium: cleanUtm.medium,
      utm_campaign: cleanUtm.campaign,
    });
    expect((await storedStrings()).filter((value) => INVISIBLE.test(value))).toEqual([]);
    expect((await report()).campaigns).toContainEqual({
      key: `${cleanUtm.source} / ${cleanUtm.medium} / ${cleanUtm.campaign}`,
      pageviews: 1,
      visitors: 1,
    });
  });

  it("reads rows stored before the cleaning as if they had been cleaned", async () => {
    const old = {
      day: OLD_DAY,
      language: "ja",
      entry: 1,
      referrer: null,
      metric: null,
      value: null,
      created_at: "2026-11-18T01:00:00.000Z",
    };
    await db()
      .insertInto("analytics_events")
      .values([
        {
          ...old,
          kind: "pageview",
          path: "/../../etc/passwd",
          visitor: "v1",
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
        },
        {
          ...old,
          kind: "pageview",
          path: "/company",
          visitor: "v2",
          utm_source: "a\u0007b\u202E",
          utm_medium: null,
          utm_campaign: null,
        },
        {
          ...old,
          kind: "vital",
          path: "/company",
          visitor: null,
          entry: 0,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          metric: "CLS",
          value: 600_000,
        },
        {
          ...old,
          kind: "vital",
          path: "/company",
          visitor: null,
          entry: 0,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          metric: "CLS",
          value: 0.02,
        },
      ])
      .execute();
    const past = await analyticsReport(db(), OLD_DAY, OLD_DAY);
    expect(past.topPages.map((r) => r.key).sort()).toEqual(["(other)", "/company"]);
    expect(past.campaigns).toEqual([{ key: "ab / - / -", pageviews: 1, visitors: 1 }]);
    expect(past.vitals).toEqual([{ path: "/company", metrics: { CLS: { p75: 0.02, samples: 1, band: "good" } } }]);
  });

  it("shows all of it sanely on the dashboard", async () => {
    const { id, email } = await newStaff(db());
    await db().updateTable("staff_users").set({ language: "en" }).where("id", "=", id).execute();
    const staff = new StaffClient(a.url);
    expect((await staff.login(email)).status).toBe(303);
    for (const day of [DAY, OLD_DAY]) {
      const page = await (await staff.get(`/staff/analytics?from=${day}&to=${day}`)).text();
      expect(page).toContain('<th scope="row">Pages not on the site (404s and the like)</th>');
      expect(page).not.toContain("passwd");
      expect(page).not.toMatch(/600000|\d{4,}\.000/);
      expect(INVISIBLE.test(page.replace(/[\n\t]/g, ""))).toBe(false);
    }
    const today = await (await staff.get(`/staff/analytics?from=${DAY}&to=${DAY}`)).text();
    expect(today).toContain('<td data-band="poor">0.300 <span class="band">Poor</span></td>');
    expect(today).toContain(`One IP address (an IPv6 /64) adds at most ${CAP} visitors a day`);
    // A staff member reading Japanese gets the row's name in Japanese.
    const japanese = new StaffClient(a.url);
    expect((await japanese.login((await newStaff(db())).email)).status).toBe(303);
    const ja = await (await japanese.get(`/staff/analytics?from=${DAY}&to=${DAY}`)).text();
    expect(ja).toContain('<th scope="row">サイトにないページ（404 など）</th>');
    expect(ja).toContain(`1日に数える訪問者は${CAP}人まで`);
  });
});
