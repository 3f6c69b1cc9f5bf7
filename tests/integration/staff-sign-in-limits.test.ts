import { generateHOTP } from "@oslojs/otp";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffOffice } from "../../content/staff-office";
import type { DialectName } from "../../server/db/database";
import { StaffClient, STAFF_PASSWORD, manualKeyOf, newStaff } from "../support/staff-client";
import { postgresAvailable } from "../support/test-postgres";
import { redisServerBin, startTestRedis, type TestRedis } from "../support/test-redis";
import { startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

// Sign-in budgets on the real HTTP server with each rate-limit store: in memory (SQLite),
// in PostgreSQL and in Redis. The client address comes from X-Forwarded-For (TRUST_PROXY),
// so one test process can be a stranger at one address and the owner at another.
afterAll(() => stopTestPostgres());

const WRONG = "wrong password 12345";
const limitedText = (lang: "ja" | "en", retryAfter: string) =>
  staffOffice[lang].login.limited(Math.ceil(Number(retryAfter) / 60));

/** A browser at `address` (its X-Forwarded-For) whose pages are in `lang`. */
function browserAt(base: string, address: string, lang: "ja" | "en" = "en") {
  const client = new StaffClient(base);
  const headers = { "x-forwarded-for": address, "accept-language": lang };
  return {
    client,
    /** From the start: a signed-in browser would be sent on from the sign-in page. */
    async signIn(email: string, password = STAFF_PASSWORD) {
      client.cookies.delete("staff_session");
      const form = await client.get("/staff/login", headers);
      const csrf = StaffClient.csrfOf(await form.text());
      return client.post("/staff/login", { email, password, csrf, next: "/staff" }, headers);
    },
    async code(code: string) {
      const form = await client.get("/staff/login/code?next=%2Fstaff", headers);
      const csrf = StaffClient.csrfOf(await form.text());
      return client.post("/staff/login/code", { csrf, code, next: "/staff" }, headers);
    },
    async recovery(recovery: string) {
      const form = await client.get("/staff/login/code?next=%2Fstaff", headers);
      const csrf = StaffClient.csrfOf(await form.text());
      return client.post("/staff/login/code", { csrf, recovery, next: "/staff" }, headers);
    },
  };
}

/** A 429 with a Retry-After within (min, max] seconds and the wait in words, in `lang`. */
async function expectLimited(response: Response, lang: "ja" | "en", [min, max]: [number, number]) {
  expect(response.status).toBe(429);
  const retryAfter = response.headers.get("retry-after")!;
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(min);
  expect(Number(retryAfter)).toBeLessThanOrEqual(max);
  const html = await response.text();
  expect(html).toContain(limitedText(lang, retryAfter));
  expect(html).toContain(`lang="${lang}"`);
}

/** The statuses of `count` requests made one after another. */
async function statusesOf(count: number, request: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request(i);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

type Store = { title: string; dialect: DialectName; redis?: boolean; skip: boolean };
const stores: Store[] = [
  { title: "counters in memory (SQLite)", dialect: "sqlite", skip: false },
  { title: "counters in PostgreSQL", dialect: "postgres", skip: !postgresAvailable },
  { title: "counters in Redis", dialect: "sqlite", redis: true, skip: !redisServerBin },
];
for (const store of stores.filter((s) => s.skip))
  console.warn(`staff sign-in limits, ${store.title}: SKIPPED (no PostgreSQL binaries or no redis-server on PATH).`);

for (const store of stores) {
  describe.skipIf(store.skip)(`staff sign-in limits, ${store.title}`, () => {
    let redis: TestRedis | undefined;
    let t: TestServer;
    /** The same with a small per-account ceiling (6 failures an hour, 2 per address), to reach it. */
    let tight: TestServer;

    beforeAll(async () => {
      redis = store.redis ? await startTestRedis() : undefined;
      const shared = { TRUST_PROXY: "true", ...(redis ? { REDIS_URL: redis.url } : {}) };
      t = await startTestServer(store.dialect, shared);
      tight = await startTestServer(store.dialect, {
        ...shared,
        RATE_LIMIT_STAFF_FAILURES_PER_ADDRESS: "2",
        RATE_LIMIT_STAFF_FAILURES_PER_ACCOUNT: "6",
      });
    });
    afterAll(async () => {
      await t?.close();
      await tight?.close();
      redis?.stop();
    });

    it("refuses a stranger at one address after 5 failures, and never the owner at another", async () => {
      const { email } = await newStaff(t.running.services.db);
      const stranger = browserAt(t.url, "198.51.100.7");
      expect(await statusesOf(5, () => stranger.signIn(email, WRONG))).toEqual([401, 401, 401, 401, 401]);
      // The pair's budget: 15 minutes, for wrong and right passwords alike from there.
      await expectLimited(await stranger.signIn(email, WRONG), "en", [60, 900]);
      await expectLimited(await browserAt(t.url, "198.51.100.7", "ja").signIn(email), "ja", [60, 900]);

      const owner = browserAt(t.url, "203.0.113.9");
      const answer = await owner.signIn(email);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/staff");
      expect((await owner.client.get("/staff")).status).toBe(200);

      if (store.dialect === "postgres") {
        // The counters are the shared store's rows, keyed by hashes: no email address in them.
        const client = new pg.Client({ connectionString: t.env.DATABASE_URL });
        await client.connect();
        try {
          const keys = (await client.query<{ key: string }>("select key from rate_limits")).rows.map((r) => r.key);
          expect(keys.some((k) => k.startsWith("staff-login-pair:"))).toBe(true);
          expect(keys.some((k) => k.startsWith("staff-login-account:"))).toBe(true);
          expect(keys.join(" ")).not.toContain("@");
        } finally {
          await client.end();
        }
      }
      if (redis) {
        const { Redis } = await import("ioredis");
        const client = new Redis(redis.url);
        try {
          const keys = await client.keys("rate_limits:staff-login-*");
          expect(keys.some((k) => k.startsWith("rate_limits:staff-login-pair:"))).toBe(true);
          expect(keys.join(" ")).not.toContain("@");
        } finally {
          client.disconnect();
        }
      }
    });

    it("gives each rotated X-Forwarded-For address its own 5, counts an IPv6 /64 as one address, and the owner still signs in", async () => {
      const { email } = await newStaff(t.running.services.db);
      for (const address of ["198.51.100.20", "198.51.100.21", "198.51.100.22", "198.51.100.23"]) {
        const stranger = browserAt(t.url, address);
        const statuses = await statusesOf(6, () => stranger.signIn(email, WRONG));
        expect(statuses, address).toEqual([401, 401, 401, 401, 401, 429]);
      }
      const v6 = await statusesOf(6, (i) => browserAt(t.url, `2001:db8:7:7::${i + 1}`).signIn(email, WRONG));
      expect(v6).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await browserAt(t.url, "2001:db8:7:8::1").signIn(email, WRONG)).status).toBe(401);

      // 26 failures from six addresses: far below the account's 200 an hour.
      expect((await browserAt(t.url, "203.0.113.10").signIn(email)).status).toBe(303);
    });

    it("holds the address's budget when guesses arrive all at once", async () => {
      const { email } = await newStaff(t.running.services.db);
      // Ten browsers at one address, each with its own form, posting together.
      const browsers = Array.from({ length: 10 }, () => browserAt(t.url, "198.51.100.50"));
      const forms = await Promise.all(
        browsers.map(async (b) => {
          const form = await b.client.get("/staff/login", { "x-forwarded-for": "198.51.100.50" });
          return StaffClient.csrfOf(await form.text());
        }),
      );
      const answers = await Promise.all(
        browsers.map((b, i) =>
          b.client.post(
            "/staff/login",
            { email, password: WRONG, csrf: forms[i]!, next: "/staff" },
            { "x-forwarded-for": "198.51.100.50" },
          ),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it("counts only failures: the owner's own mistakes are forgotten once she signs in", async () => {
      const { email } = await newStaff(t.running.services.db);
      const owner = browserAt(t.url, "203.0.113.11");
      // Ten attempts: all the address may make in a minute, whatever their outcome.
      const statuses = await statusesOf(9, (i) => owner.signIn(email, i === 4 ? STAFF_PASSWORD : WRONG));
      expect(statuses).toEqual([401, 401, 401, 401, 303, 401, 401, 401, 401]);
      expect((await owner.signIn(email)).status).toBe(303);
      // The eleventh attempt of the minute from that address is refused by its per-minute budget,
      // in her language now (the sign-in remembered it in a cookie).
      await expectLimited(await owner.signIn(email), "ja", [0, 60]);
    });

    it("refuses everyone once the account's ceiling is used up from many addresses, and right answers never spend it", async () => {
      const { email } = await newStaff(tight.running.services.db);
      const owner = browserAt(tight.url, "203.0.113.20");
      // More right answers than the ceiling: none of them counts.
      expect(await statusesOf(8, () => owner.signIn(email))).toEqual(Array(8).fill(303));

      for (const address of ["198.51.100.30", "198.51.100.31", "198.51.100.32"]) {
        const stranger = browserAt(tight.url, address);
        expect(await statusesOf(2, () => stranger.signIn(email, WRONG)), address).toEqual([401, 401]);
        await expectLimited(await stranger.signIn(email, WRONG), "en", [60, 900]);
      }
      // Six failures: the ceiling (the window is an hour). A new address is refused before any check...
      await expectLimited(await browserAt(tight.url, "198.51.100.33").signIn(email, WRONG), "en", [900, 3600]);
      // ...and so is the right password: answering it differently would tell a guesser it was right.
      await expectLimited(await browserAt(tight.url, "203.0.113.21", "ja").signIn(email), "ja", [900, 3600]);
      // Another account is not concerned.
      const other = await newStaff(tight.running.services.db);
      expect((await browserAt(tight.url, "203.0.113.21").signIn(other.email)).status).toBe(303);
    });

    it("lets the owner's known device past the account's ceiling that strangers used up, and no one else", async () => {
      const { email } = await newStaff(tight.running.services.db);
      const other = await newStaff(tight.running.services.db);
      // A complete sign-in makes the browser a known device of that account.
      const laptop = browserAt(tight.url, "203.0.113.60");
      expect((await laptop.signIn(email)).status).toBe(303);
      const device = laptop.client.cookies.get("staff_device");
      expect(device).toBeTruthy();
      const othersLaptop = browserAt(tight.url, "203.0.113.61");
      expect((await othersLaptop.signIn(other.email)).status).toBe(303);

      // Strangers at many addresses use the account's hourly ceiling up.
      for (const address of ["198.51.100.60", "198.51.100.61", "198.51.100.62"]) {
        const stranger = browserAt(tight.url, address);
        expect(await statusesOf(2, () => stranger.signIn(email, WRONG)), address).toEqual([401, 401]);
      }
      // An unknown browser is refused before any check, even with the right password...
      await expectLimited(await browserAt(tight.url, "203.0.113.62").signIn(email), "en", [900, 3600]);
      // ...and so is one holding a tampered cookie, or another account's device cookie.
      const forged = browserAt(tight.url, "203.0.113.63");
      forged.client.cookies.set("staff_device", `${device!.slice(0, -2)}xx`);
      await expectLimited(await forged.signIn(email), "en", [900, 3600]);
      const borrowed = browserAt(tight.url, "203.0.113.64");
      borrowed.client.cookies.set("staff_device", othersLaptop.client.cookies.get("staff_device")!);
      await expectLimited(await borrowed.signIn(email), "en", [900, 3600]);

      // The owner's own device signs in, from wherever she is.
      laptop.client.cookies.delete("staff_session");
      const travelling = browserAt(tight.url, "192.0.2.70");
      travelling.client.cookies.set("staff_device", device!);
      const signedIn = await travelling.signIn(email);
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get("location")).toBe("/staff");
      expect((await travelling.client.get("/staff", { "x-forwarded-for": "192.0.2.70" })).status).toBe(200);

      // A known device's own failures are limited too: its own budget, across addresses.
      const thief = browserAt(tight.url, "198.51.100.63");
      thief.client.cookies.set("staff_device", device!);
      expect(await statusesOf(2, () => thief.signIn(email, WRONG))).toEqual([401, 401]);
      const elsewhere = browserAt(tight.url, "198.51.100.64");
      elsewhere.client.cookies.set("staff_device", device!);
      await expectLimited(await elsewhere.signIn(email, WRONG), "en", [60, 900]);
    });

    it("limits failed TOTP codes the same way: per account and address, not against the owner", async () => {
      const { email } = await newStaff(t.running.services.db);
      const owner = browserAt(t.url, "203.0.113.30");
      expect((await owner.signIn(email)).status).toBe(303);
      const at = { "x-forwarded-for": "203.0.113.30" };
      await owner.client.post("/staff/account/totp/start", { csrf: await owner.client.csrf() }, at);
      const html = await (await owner.client.get("/staff/account", at)).text();
      const key = manualKeyOf(html);
      const codeAt = (at: number) => generateHOTP(key, BigInt(at), 6);
      const step = Math.floor(Date.now() / 30_000);
      const confirm = await owner.client.post(
        "/staff/account/totp/confirm",
        { csrf: StaffClient.csrfOf(html), code: codeAt(step), current_password: STAFF_PASSWORD },
        at,
      );
      expect(confirm.status).toBe(200);
      // A code no step near now accepts.
      const near = new Set([-1, 0, 1, 2].map((d) => codeAt(step + d)));
      const wrongCode = ["000000", "111111", "222222", "333333", "444444"].find((c) => !near.has(c))!;

      // A stranger who has the password: five wrong codes, then refused, and the password too from there.
      const stranger = browserAt(t.url, "198.51.100.40");
      expect((await stranger.signIn(email)).headers.get("location")).toBe("/staff/login/code?next=%2Fstaff");
      expect(await statusesOf(5, () => stranger.code(wrongCode))).toEqual(Array(5).fill(401));
      // The code form is in the account's language (Japanese), whatever the browser asks for; so is
      // the sign-in page once a right password has set the language cookie.
      await expectLimited(await stranger.code(wrongCode), "ja", [60, 900]);
      await expectLimited(await stranger.signIn(email), "ja", [60, 900]);

      // A right password does not forget the address's failed codes: only a complete sign-in does.
      const other = browserAt(t.url, "198.51.100.41");
      expect((await other.signIn(email)).status).toBe(303);
      expect(await statusesOf(3, () => other.code(wrongCode))).toEqual([401, 401, 401]);
      expect((await other.signIn(email)).status).toBe(303);
      // Recovery codes spend the same budget as the app's codes.
      expect(await statusesOf(2, () => other.recovery("AAAA-BBBB-CCCC-DDDD"))).toEqual([401, 401]);
      await expectLimited(await other.code(wrongCode), "ja", [60, 900]);

      // Meanwhile the owner, elsewhere, signs in with password and code.
      const laptop = browserAt(t.url, "203.0.113.31");
      expect((await laptop.signIn(email)).status).toBe(303);
      // The password alone does not make a known device: the complete sign-in does.
      expect(laptop.client.cookies.has("staff_device")).toBe(false);
      const passed = await laptop.code(codeAt(step + 1));
      expect(laptop.client.cookies.has("staff_device")).toBe(true);
      expect(passed.status).toBe(303);
      expect(passed.headers.get("location")).toBe("/staff");
      expect((await laptop.client.get("/staff")).status).toBe(200);
    });
  });
}
