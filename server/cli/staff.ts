import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { EnvError, getEnv } from "../env";
import { MIN_PASSWORD_LENGTH, WeakPasswordError, checkPasswordRules } from "../staff/passwords";
import {
  StaffAccountError,
  createStaff,
  disableStaff,
  disableStaffTotp,
  listStaff,
  resetStaffPassword,
} from "../staff/staff-accounts";

const usage = `Usage:
  npm run staff -- add EMAIL [--name NAME] [--owner]
                                               create a staff account (password from stdin, or prompted);
                                               the first account, or one added with --owner, is an owner
                                               (may upload the company seal)
  npm run staff -- list                        list the staff accounts
  npm run staff -- disable EMAIL               disable an account and end its sessions
  npm run staff -- reset-password EMAIL        set a new password (stdin or prompted); ends its sessions
  npm run staff -- disable-2fa EMAIL           turn off two-step verification (a lost phone and no recovery code)
Passwords: at least ${MIN_PASSWORD_LENGTH} characters.
`;

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

/** Asks on the terminal without echoing what is typed. */
function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

/** The new password: the first line of standard input when it is not a terminal (scripts, tests), else typed twice. */
async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await prompt("Password: ");
  checkPasswordRules(first);
  const second = await prompt("Password again: ");
  if (first !== second) throw new StaffAccountError("The passwords differ.");
  return first;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, owner: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email] = positionals;
  if (values.help) return void process.stdout.write(usage);
  const needsEmail = ["add", "disable", "reset-password", "disable-2fa"].includes(command ?? "");
  if (!command || (needsEmail ? positionals.length !== 2 : command !== "list" || positionals.length !== 1)) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const env = getEnv();
  const db = createDatabase(env);
  try {
    await migrateToLatest(db);
    if (command === "add") {
      const password = await newPassword();
      await createStaff(db, { email: email!, name: values.name, password, role: values.owner ? "owner" : undefined });
      process.stdout.write("Staff account created. Sign in at /staff/login.\n");
    } else if (command === "reset-password") {
      await resetStaffPassword(db, email!, await newPassword());
      process.stdout.write("Password changed; the account's sessions have ended.\n");
    } else if (command === "disable-2fa") {
      const wasOn = await disableStaffTotp(db, email!);
      process.stdout.write(
        wasOn
          ? "Two-step verification turned off and its recovery codes deleted; the password alone signs in now. Ask them to set it up again on the account page.\n"
          : "Two-step verification was not on for that account; nothing changed.\n",
      );
    } else if (command === "disable") {
      await disableStaff(db, email!);
      process.stdout.write("Account disabled; its sessions have ended.\n");
    } else {
      const rows = await listStaff(db);
      if (rows.length === 0) process.stdout.write("No staff accounts yet.\n");
      for (const row of rows)
        process.stdout.write(
          `${row.email}\t${row.name}\t${row.disabled_at ? "disabled" : "active"}\t${row.totp_key ? "TOTP" : "password only"}\t${row.role}\n`,
        );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  if (error instanceof StaffAccountError || error instanceof WeakPasswordError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `${error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
