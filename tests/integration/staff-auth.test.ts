import { generateHOTP } from "@oslojs/otp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isoNow } from "../../server/db/clock";
import { disableStaff } from "../../server/staff/staff-accounts";
import { hashSessionId } from "../../server/staff/sessions";
import { describeEachDialect } from "../support/test-databases";
import { startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { STAFF_PASSWORD, StaffClient, manualKeyOf, newStaff } from "../support/staff-client";

afterAll(() => stopTestPostgres());

const someLead = "00000000-0000-4000-8000-000000000000";
const pages = ["/staff", "/staff/account", "/staff/export.csv", `/staff/leads/${someLead}`, "/staff/nothing-here"];
const writes = [
  "/staff/logout",
  "/staff/logout-everywhere",
  "/staff/account/language",
  "/staff/account/totp/start",
  `/staff/leads/${someLead}/status`,
  `/staff/leads/${someLead}/notes`,
  `/staff/leads/${someLead}/reply`,
];
const apis = ["/staff/api/leads", "/api/staff/leads", "/api/staff"];

/** Every page, write and API of the office refuses the client: 303 to the sign-in page, or 401 JSON. */
async function expectRefused(client: StaffClient) {
  for (const path of pages) {
    const response = await client.get(path);
    expect(response.status, path).toBe(303);
    expect(response.headers.get("location"), path).toBe(`/staff/login?next=${encodeURIComponent(path)}`);
  }
  for (const path of writes) {
    const response = await client.post(path, { csrf: "x", status: "won", body: "x", subject: "x" });
    expect(response.status, path).toBe(303);
    expect(response.headers.get("location"), path).toMatch(/^\/staff\/login\?next=/);
  }
  for (const path of apis) {
    const response = await client.get(path);
    expect(response.status, path).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  }
}

describeEachDialect("staff office sign-in and sessions", (dialect) => {
  let t: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: "0" });
    other = await startTestServer(dialect, { RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: "0" });
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });

  it("refuses anonymous requests to every page, write and API", async () => {
    await expectRefused(new StaffClient(t.url));
  });

  it("refuses a forged session id and a session of another site", async () => {
    const forged = new StaffClient(t.url);
    forged.cookies.set("staff_session", "forged-session-id-forged-session-id-forged00");
    await expectRefused(forged);
    const { email } = await newStaff(other.running.services.db);
    const elsewhere = new StaffClient(other.url);
    expect((await elsewhere.login(email)).status).toBe(303);
    const carried = new StaffClient(t.url);
    carried.cookies.set("staff_session", elsewhere.cookies.get("staff_session")!);
    await expectRefused(carried);
  });

  it("signs in, sets the session cookie HttpOnly, SameSite=Lax, Path=/staff, and rotates it at each sign-in", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    const answer = await client.login(email, undefined, "/staff/account");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/staff/account");
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("staff_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/staff(;|$)/i);
    expect(cookie).not.toMatch(/Secure/i);
    const first = client.cookies.get("staff_session")!;
    const stored = await t.running.services.db.selectFrom("staff_sessions").select("id_hash").execute();
    expect(stored.map((s) => s.id_hash)).toContain(hashSessionId(first));
    expect(stored.map((s) => s.id_hash)).not.toContain(first);
    expect((await client.get("/staff")).status).toBe(200);

    // Signing in again with the session cookie still sent: the old id ends, a new one is issued.
    client.cookies.delete("staff_session");
    const form = await client.get("/staff/login");
    client.cookies.set("staff_session", first);
    const again = await client.post("/staff/login", {
      email,
      password: "correct horse battery staple",
      csrf: StaffClient.csrfOf(await form.text()),
    });
    expect(again.status).toBe(303);
    const second = client.cookies.get("staff_session")!;
    expect(second).not.toBe(first);
    const stale = new StaffClient(t.url);
    stale.cookies.set("staff_session", first);
    expect((await stale.get("/staff")).status).toBe(303);
  });

  it("marks the cookie Secure when the site is HTTPS", async () => {
    const secure = await startTestServer(dialect, { SITE_URL: "https://www.example.jp" });
    try {
      const { email } = await newStaff(secure.running.services.db);
      const client = new StaffClient(secure.url);
      const form = await client.get("/staff/login");
      const csrf = StaffClient.csrfOf(await form.text());
      const answer = await client.post(
        "/staff/login",
        { email, password: "correct horse battery staple", csrf, next: "/staff" },
        { origin: "https://www.example.jp" },
      );
      expect(answer.status).toBe(303);
      const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("staff_session="))!;
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });

  it("answers an unknown address exactly as a wrong password, in similar time", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    const timed = async (address: string) => {
      const form = await client.get("/staff/login");
      const csrf = StaffClient.csrfOf(await form.text());
      const started = performance.now();
      const response = await client.post("/staff/login", { email: address, password: "wrong password 123", csrf });
      const ms = performance.now() - started;
      const text = (await response.text()).replace(/name="csrf" value="[^"]+"/, "");
      return { status: response.status, text, ms };
    };
    await timed("warm-up@example.jp");
    const wrong = await timed(email);
    const unknown = await timed("nobody@example.jp");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    // Both verify an argon2 hash: interleaved medians, so a busy machine slows both alike.
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrongMs.push((await timed(email)).ms);
      unknownMs.push((await timed(`nobody${i}@example.jp`)).ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[2]!;
    expect(median(unknownMs)).toBeGreaterThan(median(wrongMs) * 0.4);
    expect(median(wrongMs)).toBeGreaterThan(median(unknownMs) * 0.4);
  });

  it("ends a session after 12 hours idle and after 7 days in any case", async () => {
    const db = t.running.services.db;
    const { email } = await newStaff(db);
    for (const change of [
      { last_seen_at: isoNow(Date.now() - 12 * 3600_000 - 1000) },
      { expires_at: isoNow(Date.now() - 1000) },
    ]) {
      const client = new StaffClient(t.url);
      await client.login(email);
      expect((await client.get("/staff")).status).toBe(200);
      const idHash = hashSessionId(client.cookies.get("staff_session")!);
      await db.updateTable("staff_sessions").set(change).where("id_hash", "=", idHash).execute();
      await expectRefused(client);
    }
  });

  it("ends every session of a disabled account, and logs out everywhere", async () => {
    const db = t.running.services.db;
    const { email } = await newStaff(db);
    const laptop = new StaffClient(t.url);
    const phone = new StaffClient(t.url);
    await laptop.login(email);
    await phone.login(email);
    expect((await phone.get("/staff")).status).toBe(200);
    const csrf = await laptop.csrf();
    expect((await laptop.post("/staff/logout-everywhere", { csrf })).status).toBe(303);
    expect((await phone.get("/staff")).status).toBe(303);

    await phone.login(email);
    expect((await phone.get("/staff")).status).toBe(200);
    await disableStaff(db, email);
    await expectRefused(phone);
    expect((await phone.login(email)).status).toBe(401);
  });

  it("refuses a write without the CSRF token, with another token, or from another origin", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    await client.login(email);
    const csrf = await client.csrf();
    expect((await client.post("/staff/account/language", { language: "en" })).status).toBe(403);
    expect((await client.post("/staff/account/language", { language: "en", csrf: `${csrf}x` })).status).toBe(403);
    expect(
      (await client.post("/staff/account/language", { language: "en", csrf }, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    const login = await new StaffClient(t.url).post("/staff/login", {
      email,
      password: "correct horse battery staple",
    });
    expect(login.status).toBe(403);
    expect((await client.post("/staff/account/language", { language: "en", csrf })).status).toBe(303);
  });

  it("sends no-store, noindex and the strict CSP on every staff answer, and robots.txt disallows /staff", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    const answers = [await client.get("/staff/login"), await client.get("/staff"), await client.get("/api/staff/x")];
    await client.login(email);
    answers.push(await client.get("/staff"), await client.get("/staff/account"), await client.get("/staff/export.csv"));
    for (const answer of answers) {
      expect(answer.headers.get("cache-control"), answer.url).toBe("no-store");
      expect(answer.headers.get("x-robots-tag"), answer.url).toMatch(/noindex/);
      expect(answer.headers.get("content-security-policy"), answer.url).not.toMatch(/unsafe-inline/);
    }
    const html = await (await client.get("/staff")).text();
    expect(html).not.toMatch(/<script/i);
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/staff$/m);
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/staff");
    expect(await (await fetch(`${t.url}/llms.txt`)).text()).not.toContain("/staff");
  });

  it("honours only a local staff path as next", async () => {
    const { email } = await newStaff(t.running.services.db);
    for (const [next, expected] of [
      ["https://evil.example/", "/staff"],
      ["//evil.example/staff", "/staff"],
      ["/staff/../evil", "/staff"],
      ["/\\evil.example", "/staff"],
      ["/staff/account", "/staff/account"],
    ]) {
      const client = new StaffClient(t.url);
      const answer = await client.login(email, undefined, next);
      expect(answer.headers.get("location"), next).toBe(expected);
    }
  });

  it("asks for the TOTP code once a second factor is enrolled", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    await client.login(email);
    const start = await client.post("/staff/account/totp/start", { csrf: await client.csrf() });
    expect(start.status).toBe(303);
    const html = await (await client.get("/staff/account")).text();
    expect(html).toContain("data:image/svg+xml;base64,");
    const key = manualKeyOf(html);
    const step = Math.floor(Date.now() / 30_000);
    const codeAt = (at: number) => generateHOTP(key, BigInt(at), 6);
    const code = codeAt(step);
    const csrf = StaffClient.csrfOf(html);
    const confirm = (form: Record<string, string>) =>
      client.post("/staff/account/totp/confirm", { csrf, current_password: STAFF_PASSWORD, ...form });
    expect((await confirm({ code: code === "000000" ? "000001" : "000000" })).status).toBe(422);
    expect((await confirm({ code })).status).toBe(200);

    const next = new StaffClient(t.url);
    const answer = await next.login(email);
    expect(answer.headers.get("location")).toBe("/staff/login/code?next=%2Fstaff");
    expect((await next.get("/staff")).status).toBe(303);
    const form = await next.get("/staff/login/code?next=%2Fstaff");
    const pending = StaffClient.csrfOf(await form.text());
    expect((await next.post("/staff/login/code", { csrf: pending, code: "123456", next: "/staff" })).status).toBe(401);
    // The enrolment's code was used once already: replaying it is refused.
    expect((await next.post("/staff/login/code", { csrf: pending, code, next: "/staff" })).status).toBe(401);
    const passed = await next.post("/staff/login/code", { csrf: pending, code: codeAt(step + 1), next: "/staff" });
    expect(passed.status).toBe(303);
    expect((await next.get("/staff")).status).toBe(200);
  });
});

describeEachDialect("staff sign-in burst", (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: "6" });
  });
  afterAll(() => t.close());

  it("limits sign-in attempts per IP (6 a minute here), right or wrong; failures alone never refuse the right password", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.login(email, "wrong password 12345")).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Four failures are within the account's budget at this address (5): the right password still works.
    expect((await client.login(email)).status).toBe(303);
    const again = new StaffClient(t.url);
    expect((await again.login("other@example.jp", "wrong password 12345")).status).toBe(401);
    const seventh = await again.login("fresh@example.jp", "wrong password 12345");
    expect(seventh.status).toBe(429);
    expect(seventh.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
