import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A throwaway IMAP server for one test file: Debian's dovecot-imapd with a minimal
 * config in a temp dir (its own base_dir, 127.0.0.1 only, plaintext auth, one user in a
 * passwd-file, Maildir in the temp dir). As root the mail processes run as the `dovecot`
 * user, which then owns the maildir; otherwise everything runs as the current user.
 */
export interface TestDovecot {
  port: number;
  user: string;
  password: string;
  /** imap://user:password@127.0.0.1:port/INBOX */
  url: string;
  /** Delivers a raw message into INBOX with IMAP APPEND; `received` sets its internal date (when it arrived). */
  append(raw: string, received?: Date): Promise<void>;
  /** Appends many messages over one connection (a flood). */
  appendMany(raws: string[]): Promise<void>;
  /** Stops the server but keeps the maildir and port: the mailbox is away. */
  pause(): Promise<void>;
  /** Starts it again on the same maildir and port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export const DOVECOT_BIN = "/usr/sbin/dovecot";
export const dovecotAvailable = existsSync(DOVECOT_BIN) && process.env.TEST_SKIP_DOVECOT !== "1";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accountOf(name: string): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`running as root but there is no ${name} user for the test dovecot`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts dovecot, or returns null with a SKIPPED warning when it is not installed. */
export async function startTestDovecot(options: { port?: number } = {}): Promise<TestDovecot | null> {
  if (!dovecotAvailable) {
    console.warn(`dovecot unavailable (no ${DOVECOT_BIN}, or TEST_SKIP_DOVECOT=1): IMAP tests SKIPPED.`);
    return null;
  }
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  const mailUser = root ? "dovecot" : me;
  const dir = mkdtempSync(join(tmpdir(), "test-dovecot-"));
  // Its auth and mail processes run as other users and must reach the passwd-file and maildir.
  chmodSync(dir, 0o755);
  for (const sub of ["run", "state", "home"]) mkdirSync(join(dir, sub));
  if (root) {
    const { uid, gid } = accountOf(mailUser);
    chownSync(join(dir, "home"), uid, gid);
  }
  const port = options.port ?? (await freePort());
  const user = "info";
  const password = "test-mailbox-password";
  writeFileSync(join(dir, "passwd"), `${user}:{PLAIN}${password}::::::\n`);
  const config = join(dir, "dovecot.conf");
  writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
default_login_user = ${root ? "dovenull" : me}
default_internal_user = ${mailUser}
default_internal_group = ${root ? "dovecot" : (process.getgid?.() ?? me)}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${root ? "dovecot" : (process.getgid?.() ?? "")} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`,
  );

  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn(DOVECOT_BIN, ["-F", "-c", config], { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr?.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
    const deadline = Date.now() + 20_000;
    while (!(await listening(port))) {
      if (child.exitCode !== null) throw new Error(`test dovecot exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`test dovecot did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const halt = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGTERM");
    await exited;
    // Its login processes close the listening socket a moment after the master exits.
    while (await listening(port)) await new Promise((r) => setTimeout(r, 20));
  };
  const killOnExit = () => child?.kill("SIGKILL");
  process.on("exit", killOnExit);
  await launch();

  async function appendMany(raws: string[], received?: Date) {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    client.on("error", () => {});
    await client.connect();
    try {
      for (const raw of raws) await client.append("INBOX", raw.replace(/\r?\n/g, "\r\n"), [], received);
    } finally {
      await client.logout();
    }
  }

  const url = `imap://${user}:${password}@127.0.0.1:${port}/INBOX`;
  return {
    port,
    user,
    password,
    url,
    append: (raw, received) => appendMany([raw], received),
    appendMany,
    pause: halt,
    resume: launch,
    async stop() {
      await halt();
      process.off("exit", killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
