import { SMTPServer } from "smtp-server";
import { parseMail } from "./parse-mail";
import type { ParsedMail } from "./parse-mail";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** smtp:// URL for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Stops listening and drops open connections at once (simulates an outage). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Answer every message with this SMTP code (e.g. 451 temporary, 550 permanent); null accepts again. */
  rejectWith(code: number | null): void;
  /** Waits this long before answering each message (a slow mail server); 0 answers at once again. */
  delayWith(ms: number): void;
  /** Resolves when at least `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/**
 * A real SMTP server on localhost that keeps what it receives, so email tests
 * assert on the bytes a mail server would see (docs: conventions "Tests").
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejectCode: number | null = null;
  let delayMs = 0;
  let server: SMTPServer | undefined;
  /** waitFor's callers, told of each message as it arrives. */
  const waiters = new Set<() => void>();

  const create = () =>
    new SMTPServer({
      // Plain SMTP without STARTTLS: no built-in test certificate (and no warning about it).
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      closeTimeout: 10,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", async () => {
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
          if (rejectCode !== null) {
            return callback(Object.assign(new Error(`rejected by test server`), { responseCode: rejectCode }));
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const mailFrom = session.envelope.mailFrom;
          received.push({
            envelope: { from: mailFrom ? mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address) },
            raw,
            parsed: parseMail(raw),
          });
          for (const waiter of [...waiters]) waiter();
          callback();
        });
      },
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.on("error", () => {}); // connection resets during a simulated outage are expected
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.server.address() as { port: number }).port;
        resolve();
      });
    });

  await listen();
  const api: TestSmtpServer = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    async stop() {
      const current = server;
      server = undefined;
      if (!current) return;
      const closed = new Promise<void>((r) => current.close(() => r()));
      for (const connection of current.connections) connection.close();
      await closed;
    },
    start: listen,
    rejectWith(code) {
      rejectCode = code;
    },
    delayWith(ms) {
      delayMs = ms;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`expected ${count} emails, got ${received.length}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
  return api;
}
