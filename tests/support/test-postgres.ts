import { spawn, execFileSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL cluster for one test file, from the Debian binaries in
 * /usr/lib/postgresql/<version>/bin. initdb refuses to run as root, so as root the
 * cluster runs as the `postgres` user. Durability is switched off: it is test data.
 */
export interface TestPostgres {
  /** A fresh, empty database created for the caller. */
  url: string;
  /** Creates another fresh database and returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server ("fast" shutdown: clients are cut off) but keeps its data and port: a database outage. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same data directory and port. */
  resume(): Promise<void>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

export function findPostgresBin(): string | null {
  // TEST_SKIP_POSTGRES=1 runs the SQLite half only (and shows what a machine without PostgreSQL prints).
  if (process.env.TEST_SKIP_POSTGRES === "1") return null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.find(
    (v) => existsSync(join(root, v, "bin/initdb")) && existsSync(join(root, v, "bin/postgres")),
  );
  return found ? join(root, found, "bin") : null;
}

export const postgresAvailable = findPostgresBin() !== null;

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("running as root but there is no postgres user to run the test cluster as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * initdb takes seconds; copying its result takes a fraction. The first test file
 * builds a template cluster in the temp dir, later ones copy it. Built under a
 * temp name and renamed, so parallel test workers never see half a template.
 */
function templateCluster(bin: string, user?: { uid: number; gid: number }): string {
  const template = join(tmpdir(), `test-pg-template-${bin.split("/").at(-2)}-${user?.uid ?? process.getuid?.()}`);
  if (existsSync(join(template, "PG_VERSION"))) return template;
  const building = mkdtempSync(`${template}-building-`);
  if (user) chownSync(building, user.uid, user.gid);
  const data = join(building, "data");
  execFileSync(
    join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    { ...user, stdio: "pipe" },
  );
  try {
    renameSync(data, template);
  } catch {
    // Another worker finished first; its template is as good as ours.
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`test PostgreSQL exited early:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`test PostgreSQL did not start:\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * pg's pool.end() resolves before its connections have said goodbye; shutting the
 * server down at that moment makes those clients report "terminating connection".
 * Wait (briefly) until only this query's own connection is left.
 */
async function waitForClientsToLeave(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend'",
      );
      if (rows[0].n <= 1) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await admin.end();
  }
}

/**
 * Starts a cluster, or returns null (with a warning) when PostgreSQL is not installed.
 * `durable` keeps PostgreSQL's default fsync and synchronous commit, for load figures
 * (scripts/bench.mjs) that must compare fairly with SQLite's synchronous=FULL.
 */
export async function startTestPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres | null> {
  const bin = findPostgresBin();
  if (!bin) {
    console.warn(
      "PostgreSQL unavailable (no /usr/lib/postgresql/*/bin, or TEST_SKIP_POSTGRES=1): PostgreSQL tests SKIPPED.",
    );
    return null;
  }
  const user = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), "test-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, "data");
  execFileSync("cp", ["-a", templateCluster(bin, user), dataDir]);
  const port = await freePort();
  const fast = options.durable ? [] : ["fsync=off", "synchronous_commit=off", "full_page_writes=off"];
  const settings = [...fast, "listen_addresses=127.0.0.1", "max_connections=200"];
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess;
  let output = "";
  const launch = async () => {
    child = spawn(
      join(bin, "postgres"),
      ["-D", dataDir, "-p", String(port), "-k", dir, ...settings.flatMap((s) => ["-c", s])],
      {
        ...user,
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    child.stderr?.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
    await waitForServer(adminUrl, child, () => output);
  };
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGINT"); // "fast" shutdown: disconnects clients, no checkpoint wait
    await exited;
  };
  const killOnExit = () => child?.kill("SIGKILL");
  process.on("exit", killOnExit);
  await launch();

  let counter = 0;
  const createDatabase = async () => {
    const name = `test_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };

  return {
    url: await createDatabase(),
    createDatabase,
    pause: halt,
    async resume() {
      if (child.exitCode === null && child.signalCode === null) return;
      await launch();
    },
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) await waitForClientsToLeave(adminUrl);
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
