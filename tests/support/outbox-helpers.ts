import type { Db } from "../../server/db/database";
import { writeTransaction } from "../../server/db/database";
import type { OutboxStatus } from "../../server/db/schema";
import { enqueueEmail } from "../../server/mail/outbox";
import type { NewEmail } from "../../server/mail/outbox";

export const TEST_FROM = '"Tamagawa Digital Works" <no-reply@tamagawa-digital.jp>';

/** Queues `count` emails, each in its own transaction as the API would; returns their ids. `now`: when they were queued (and are due). */
export async function queueEmails(db: Db, count: number, overrides: Partial<NewEmail> = {}, now = Date.now()) {
  const ids: { id: string; messageId: string }[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await writeTransaction(db, (trx) =>
        enqueueEmail(
          trx,
          {
            kind: "test",
            to: { address: `visitor${i}@example.jp`, name: `Visitor ${i}` },
            subject: `Test ${i}`,
            text: `Body ${i}`,
            ...overrides,
          },
          now,
        ),
      ),
    );
  }
  return ids;
}

export async function statusCounts(db: Db): Promise<Partial<Record<OutboxStatus, number>>> {
  const rows = await db
    .selectFrom("email_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Polls until `check` passes (returns truthy) or the timeout expires. */
export async function eventually<T>(
  check: () => Promise<T | false | undefined>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until the outbox has nothing left to deliver (no row pending or being sent): every email queued so far
 * has been sent (or given up on), and a mail server records a message before it accepts it. For checks that no
 * extra email was queued, on a server whose worker keeps running for the next test.
 */
export async function outboxDelivered(db: Db, timeoutMs = 10_000) {
  await eventually(
    async () => {
      const counts = await statusCounts(db);
      return !counts.pending && !counts.sending;
    },
    timeoutMs,
    "the outbox to be delivered",
  );
}

/** Fast settings so retries and polls happen within a test's few seconds. */
export const fastWorker = { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 100 } as const;
