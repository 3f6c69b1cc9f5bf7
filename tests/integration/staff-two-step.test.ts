import { generateHOTP } from "@oslojs/otp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/staff/passwords";
import { recoveryCodeHash } from "../../server/staff/recovery-codes";
import { totpManualKey } from "../../server/staff/totp";
import { describeEachDialect } from "../support/test-databases";
import { startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { STAFF_PASSWORD, StaffClient, manualKeyOf, newStaff, recoveryCodesOf } from "../support/staff-client";

afterAll(() => stopTestPostgres());

const NEW_PASSWORD = "a brand new staff password 42";

/** Starts enrolment and confirms it with a code computed from the base32 key the page shows; the recovery codes shown. */
async function enrol(client: StaffClient) {
  expect((await client.post("/staff/account/totp/start", { csrf: await client.csrf() })).status).toBe(303);
  const html = await (await client.get("/staff/account")).text();
  const key = manualKeyOf(html);
  const step = Math.floor(Date.now() / 30_000);
  const confirmed = await client.post("/staff/account/totp/confirm", {
    csrf: StaffClient.csrfOf(html),
    code: generateHOTP(key, BigInt(step), 6),
    current_password: STAFF_PASSWORD,
  });
  expect(confirmed.status).toBe(200);
  const codes = recoveryCodesOf(await confirmed.text());
  return { key, step, codes };
}

/** Signs in with the password, then answers the second step with `form` (a code or a recovery code). */
async function signInWith(t: TestServer, email: string, form: Record<string, string>, password = STAFF_PASSWORD) {
  const client = new StaffClient(t.url);
  const first = await client.login(email, password);
  expect(first.headers.get("location")).toBe("/staff/login/code?next=%2Fstaff");
  const page = await client.get("/staff/login/code?next=%2Fstaff");
  const csrf = StaffClient.csrfOf(await page.text());
  const answer = await client.post("/staff/login/code", { csrf, next: "/staff", ...form });
  return { client, answer };
}

describe("the key and codes as people read them", () => {
  it("shows the key in RFC 4648 base32, in groups of four (RFC 6238's test key)", () => {
    const key = Buffer.from("12345678901234567890").toString("base64");
    expect(totpManualKey(key)).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
  });

  it("reads a recovery code whatever its case, spaces and hyphens, and nothing that cannot be one", () => {
    const hash = recoveryCodeHash("ABCD-EFGH-2345-67AB");
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(recoveryCodeHash(" abcd efgh 2345 67ab ")).toBe(hash);
    expect(recoveryCodeHash("ABCDEFGH234567AB")).toBe(hash);
    for (const bad of ["", "ABCD-EFGH-2345-67A", "ABCD-EFGH-2345-67AB1", "ABCD-EFGH-2345-0189", "１２３４"])
      expect(recoveryCodeHash(bad), bad).toBeNull();
  });
});

describeEachDialect("staff two-step verification and passwords", (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: "0" });
  });
  afterAll(() => t.close());

  it("keeps the pending key on the server, shows it in base32, and ignores a key posted by the browser", async () => {
    const { id, email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    await client.login(email);
    await client.post("/staff/account/totp/start", { csrf: await client.csrf() });
    const html = await (await client.get("/staff/account")).text();
    expect(html).not.toMatch(/name="key"/);
    const shown = /<code class="totp-key">([^<]+)<\/code>/.exec(html)![1]!;
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const row = await t.running.services.db
      .selectFrom("staff_users")
      .select(["totp_pending_key", "totp_key"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.totp_pending_key!, "base64")).toEqual(Buffer.from(manualKeyOf(html)));
    expect(row.totp_key).toBeNull();

    // An all-zero key of the attacker's choosing, with a right code for it, changes nothing.
    const zero = new Uint8Array(20);
    const csrf = StaffClient.csrfOf(html);
    const forged = await client.post("/staff/account/totp/confirm", {
      csrf,
      key: Buffer.from(zero).toString("base64"),
      code: generateHOTP(zero, BigInt(Math.floor(Date.now() / 30_000)), 6),
      current_password: STAFF_PASSWORD,
    });
    expect([401, 422]).toContain(forged.status);
    const after = await t.running.services.db
      .selectFrom("staff_users")
      .select("totp_key")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after.totp_key).toBeNull();

    // A right code but a wrong current password is refused, with the message in the account's language.
    const step = Math.floor(Date.now() / 30_000);
    const wrong = await client.post("/staff/account/totp/confirm", {
      csrf,
      code: generateHOTP(manualKeyOf(html), BigInt(step), 6),
      current_password: "not my password at all",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("現在のパスワードが正しくありません。");
  });

  it("refuses to confirm a key set up more than 15 minutes ago, and a new start replaces it", async () => {
    const { id, email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    await client.login(email);
    await client.post("/staff/account/totp/start", { csrf: await client.csrf() });
    const html = await (await client.get("/staff/account")).text();
    const key = manualKeyOf(html);
    await t.running.services.db
      .updateTable("staff_users")
      .set({ totp_pending_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    const late = await client.post("/staff/account/totp/confirm", {
      csrf: StaffClient.csrfOf(html),
      code: generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000)), 6),
      current_password: STAFF_PASSWORD,
    });
    expect(late.status).toBe(422);
    const page = await late.text();
    expect(page).toContain("設定の有効期限（15分）が切れました。");
    expect(page).not.toContain('class="totp-key"');
    await client.post("/staff/account/totp/start", { csrf: StaffClient.csrfOf(page) });
    expect(manualKeyOf(await (await client.get("/staff/account")).text())).not.toEqual(key);
  });

  it("signs in with a recovery code once, regenerates codes and turns off only with the current password", async () => {
    const { email } = await newStaff(t.running.services.db);
    const owner = new StaffClient(t.url);
    await owner.login(email);
    const { codes } = await enrol(owner);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    // Only hashes are stored.
    const stored = await t.running.services.db.selectFrom("staff_recovery_codes").select("code_hash").execute();
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
    expect(await (await owner.get("/staff/account")).text()).toContain("未使用のリカバリーコードは残り10個です。");

    // Typed in lower case with spaces, as someone might.
    const typed = codes[0]!.toLowerCase().replace(/-/g, " ");
    const first = await signInWith(t, email, { recovery: typed });
    expect(first.answer.status).toBe(303);
    expect((await first.client.get("/staff")).status).toBe(200);
    const again = await signInWith(t, email, { recovery: codes[0]! });
    expect(again.answer.status).toBe(401);
    expect(await again.answer.text()).toContain("リカバリーコードが正しくないか、すでに使用されています。");
    expect((await again.client.get("/staff")).status).toBe(303);
    expect((await signInWith(t, email, { recovery: "AAAA-BBBB-CCCC-DDDD" })).answer.status).toBe(401);
    expect(await (await owner.get("/staff/account")).text()).toContain("未使用のリカバリーコードは残り9個です。");

    // Two sign-ins racing with the same code: exactly one gets in.
    const racers = await Promise.all(
      [0, 1].map(async () => {
        const client = new StaffClient(t.url);
        await client.login(email);
        const page = await client.get("/staff/login/code?next=%2Fstaff");
        return { client, csrf: StaffClient.csrfOf(await page.text()) };
      }),
    );
    const raced = await Promise.all(
      racers.map(({ client, csrf }) =>
        client.post("/staff/login/code", { csrf, next: "/staff", recovery: codes[2]! }).then((r) => r.status),
      ),
    );
    expect(raced.sort()).toEqual([303, 401]);

    // New codes need the current password; the old ones then stop working.
    const csrf = await owner.csrf();
    const refused = await owner.post("/staff/account/recovery-codes", { csrf, current_password: "wrong password 123" });
    expect(refused.status).toBe(401);
    const renewed = await owner.post("/staff/account/recovery-codes", { csrf, current_password: STAFF_PASSWORD });
    expect(renewed.status).toBe(200);
    const fresh = recoveryCodesOf(await renewed.text());
    expect(fresh).toHaveLength(10);
    expect((await signInWith(t, email, { recovery: codes[1]! })).answer.status).toBe(401);
    expect((await signInWith(t, email, { recovery: fresh[0]! })).answer.status).toBe(303);

    // Turning off: the session alone is not enough.
    const noPassword = await owner.post("/staff/account/totp/disable", { csrf });
    expect(noPassword.status).toBe(422);
    const wrong = await owner.post("/staff/account/totp/disable", { csrf, current_password: "wrong password 123" });
    expect(wrong.status).toBe(401);
    // Still on: signing in elsewhere asks for the second step, and a recovery code passes it.
    const signedBackIn = await signInWith(t, email, { recovery: fresh[1]! });
    expect(signedBackIn.answer.status).toBe(303);
    const off = await owner.post("/staff/account/totp/disable", { csrf, current_password: STAFF_PASSWORD });
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/staff/account?done=totp-off");
    const left = await t.running.services.db
      .selectFrom("staff_recovery_codes")
      .innerJoin("staff_users", "staff_users.id", "staff_recovery_codes.staff_id")
      .select("code_hash")
      .where("staff_users.email", "=", email)
      .execute();
    expect(left).toEqual([]);
    expect((await new StaffClient(t.url).login(email)).headers.get("location")).toBe("/staff");
  });

  it("changes the password only with the current one, and ends the account's other sessions", async () => {
    const { id, email } = await newStaff(t.running.services.db);
    const here = new StaffClient(t.url);
    const elsewhere = new StaffClient(t.url);
    await here.login(email);
    await elsewhere.login(email);
    const csrf = await here.csrf();
    const change = (form: Record<string, string>) => here.post("/staff/account/password", { csrf, ...form });

    const wrong = await change({
      current_password: "not the password 1",
      new_password: NEW_PASSWORD,
      new_password_again: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("現在のパスワードが正しくありません。");
    const short = await change({
      current_password: STAFF_PASSWORD,
      new_password: "short",
      new_password_again: "short",
    });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain("12文字以上");
    const differ = await change({
      current_password: STAFF_PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_again: `${NEW_PASSWORD}!`,
    });
    expect(differ.status).toBe(422);
    expect((await change({ current_password: STAFF_PASSWORD })).status).toBe(422);
    expect((await elsewhere.get("/staff")).status).toBe(200);

    const done = await change({
      current_password: STAFF_PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_again: NEW_PASSWORD,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/staff/account?done=password");
    // This browser goes on with a new session; the other one is signed out.
    expect((await here.get("/staff")).status).toBe(200);
    expect((await elsewhere.get("/staff")).status).toBe(303);
    const row = await t.running.services.db
      .selectFrom("staff_users")
      .select("password_hash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, NEW_PASSWORD)).toBe(true);
    expect((await new StaffClient(t.url).login(email)).status).toBe(401);
    expect((await new StaffClient(t.url).login(email, NEW_PASSWORD)).status).toBe(303);
  });
});

describeEachDialect("staff re-authentication limits", (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, {
      RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: "100",
      RATE_LIMIT_STAFF_FAILURES_PER_ADDRESS: "3",
    });
  });
  afterAll(() => t.close());

  it("counts a wrong current password as a failed sign-in, so an open session cannot guess it", async () => {
    const { email } = await newStaff(t.running.services.db);
    const client = new StaffClient(t.url);
    await client.login(email);
    const csrf = await client.csrf();
    const change = (current: string) =>
      client.post("/staff/account/password", {
        csrf,
        current_password: current,
        new_password: NEW_PASSWORD,
        new_password_again: NEW_PASSWORD,
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await change(`guess number ${i} of many`)).status);
    expect(statuses).toEqual([401, 401, 401]);
    // The budget of failures at this address is spent: even the right password waits now.
    const limited = await change(STAFF_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain("試行回数が多すぎます。");
    // The same budget as signing in: the password form is refused from here too.
    expect((await new StaffClient(t.url).login(email)).status).toBe(429);
  });
});
