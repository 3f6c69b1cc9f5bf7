import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { verifyPassword } from "../../server/staff/passwords";
import { recoveryCodesLeft } from "../../server/staff/recovery-codes";
import { createStaff, enableTotp, startTotpEnrolment } from "../../server/staff/staff-accounts";
import { builtServerDir } from "../support/spawn-server";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";
import { stopTestPostgres } from "../support/test-server";

const cli = join(builtServerDir, "app-server/staff.js");
const cliBuilt = existsSync(cli);
if (!cliBuilt) console.warn(`No ${cli}: the staff CLI runs are SKIPPED (run \`npm run build\`).`);

afterAll(() => stopTestPostgres());

describeEachDialect("npm run staff", (dialect) => {
  const t = useTestDatabase(dialect);

  /** Runs the built command with `input` on a pipe (not a terminal), as a script would. */
  function staff(args: string[], input = ""): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        [cli, ...args],
        {
          env: {
            ...process.env,
            DATA_DIR: t.settings.DATA_DIR,
            DATABASE_URL: t.settings.DATABASE_URL ?? "",
            LOG_LEVEL: "warn",
          },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(input);
    });
  }

  it.skipIf(!cliBuilt)("adds, lists, resets and disables an account, reading the password from stdin", async () => {
    const added = await staff(["add", "Hanako@Tamagawa-Digital.jp", "--name", "佐藤 花子"], "first password 123\n");
    expect(added).toMatchObject({ code: 0 });
    const row = await t.db.selectFrom("staff_users").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "hanako@tamagawa-digital.jp", name: "佐藤 花子", disabled_at: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, "first password 123")).toBe(true);

    // Refusals that change nothing run side by side: each command is a process of its own, as from two terminals.
    const [taken, weak] = await Promise.all([
      staff(["add", "hanako@tamagawa-digital.jp"], "another password 1\n"),
      staff(["add", "short@tamagawa-digital.jp"], "too short\n"),
    ]);
    expect(taken.code).toBe(2);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/at least 12/);

    const listed = await staff(["list"]);
    expect(listed.stdout).toContain("hanako@tamagawa-digital.jp\t佐藤 花子\tactive");
    expect(listed.stdout).not.toContain("$argon2");

    expect((await staff(["reset-password", "hanako@tamagawa-digital.jp"], "second password 456\n")).code).toBe(0);
    const reset = await t.db.selectFrom("staff_users").select("password_hash").executeTakeFirstOrThrow();
    expect(await verifyPassword(reset.password_hash, "second password 456")).toBe(true);
    expect(await verifyPassword(reset.password_hash, "first password 123")).toBe(false);

    expect((await staff(["disable", "hanako@tamagawa-digital.jp"])).code).toBe(0);
    const [afterDisable, nobody, unknown] = await Promise.all([
      staff(["list"]),
      staff(["disable", "nobody@tamagawa-digital.jp"]),
      staff(["frobnicate"]),
    ]);
    expect(afterDisable.stdout).toContain("\tdisabled\t");
    expect(nobody.code).toBe(2);
    expect(unknown.code).toBe(2);
  });

  it.skipIf(!cliBuilt)("turns off a locked-out colleague's two-step verification with disable-2fa", async () => {
    const email = "locked-out@tamagawa-digital.jp";
    const id = await createStaff(t.db, { email, password: "locked out password 1" });
    const key = await startTotpEnrolment(t.db, id);
    expect(await enableTotp(t.db, id, key, 1)).toHaveLength(10);
    const listed = (await staff(["list"])).stdout;
    expect(listed).toContain(`${email}\t`);
    expect(listed).toMatch(/locked-out@tamagawa-digital\.jp\t.*\tTOTP/);

    const off = await staff(["disable-2fa", "Locked-Out@tamagawa-digital.jp"]);
    expect(off).toMatchObject({ code: 0 });
    expect(off.stdout).toMatch(/turned off/);
    const row = await t.db
      .selectFrom("staff_users")
      .select(["totp_key", "totp_last_step", "totp_pending_key", "disabled_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_key: null, totp_last_step: null, totp_pending_key: null, disabled_at: null });
    expect(await recoveryCodesLeft(t.db, id)).toBe(0);
    expect((await staff(["list"])).stdout).toMatch(/locked-out@tamagawa-digital\.jp\t.*\tpassword only/);

    const again = await staff(["disable-2fa", email]);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toMatch(/was not on/);
    const refused = await Promise.all([staff(["disable-2fa", "nobody@tamagawa-digital.jp"]), staff(["disable-2fa"])]);
    expect(refused.map((r) => r.code)).toEqual([2, 2]);
  });
});
