import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { purgeExpired } from "../../server/retention/purge-expired";
import { startRetentionJob } from "../../server/retention/retention-job";
import { retentionCutoffs, retentionPolicy } from "../../server/retention/retention-policy";
import { eventually } from "../support/outbox-helpers";
import {
  allIds,
  daysAgo,
  monthsAgo,
  storeContact,
  storeConversation,
  storeEmail,
  storeIdempotencyKey,
  storeQuote,
} from "../support/stored-rows";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

const mailDir = mkdtempSync(join(tmpdir(), "retention-mail-"));
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

describeEachDialect("retention purge", (dialect) => {
  const t = useTestDatabaseCleared(dialect);

  it("deletes what is past the privacy policy's periods and keeps everything younger", async () => {
    const db = t.db;
    const now = Date.now();
    const gone = {
      contact: await storeContact(db, monthsAgo(25, now)),
      abandonedQuote: await storeQuote(db, { createdAt: daysAgo(45, now), updatedAt: daysAgo(31, now) }),
      oldCompleteQuote: await storeQuote(db, { status: "complete", createdAt: monthsAgo(25, now) }),
      oldChat: await storeConversation(db, {
        createdAt: monthsAgo(26, now),
        updatedAt: monthsAgo(25, now),
        messages: ["a", "b", "c"],
      }),
      sentEmail: await storeEmail(db, { createdAt: monthsAgo(25, now), status: "sent" }),
      deadEmail: await storeEmail(db, { createdAt: monthsAgo(25, now), status: "dead" }),
      oldKey: await storeIdempotencyKey(db, daysAgo(1.1, now)),
    };
    const kept = {
      contact: await storeContact(db, monthsAgo(23, now)),
      // Still being filled in: the 30 days count from the last autosave.
      activeQuote: await storeQuote(db, { createdAt: daysAgo(45, now), updatedAt: daysAgo(5, now) }),
      freshQuote: await storeQuote(db, { createdAt: daysAgo(29, now) }),
      completeQuote: await storeQuote(db, {
        status: "complete",
        createdAt: daysAgo(60, now),
        updatedAt: daysAgo(59, now),
      }),
      // Started long ago but the visitor came back: counts from the last message.
      revivedChat: await storeConversation(db, { createdAt: monthsAgo(30, now), updatedAt: monthsAgo(1, now) }),
      pendingEmail: await storeEmail(db, { createdAt: daysAgo(1, now), status: "pending" }),
      recentSentEmail: await storeEmail(db, { createdAt: monthsAgo(23, now), status: "sent" }),
      // Mid-delivery: another worker holds its lease.
      sendingEmail: await storeEmail(db, { createdAt: monthsAgo(25, now), status: "sending" }),
      key: await storeIdempotencyKey(db, daysAgo(0.9, now)),
    };
    // Unanswered questions go with their conversation.
    for (const [id, conversation] of [
      ["u-old", gone.oldChat],
      ["u-kept", kept.revivedChat],
    ] as const) {
      await db
        .insertInto("chat_unanswered")
        .values({
          id,
          conversation_id: conversation,
          question: "weather?",
          language: "en",
          created_at: monthsAgo(25, now),
        })
        .execute();
    }
    mkdirSync(mailDir, { recursive: true });
    for (const name of ["old.eml", "new.eml", "notes.txt"]) writeFileSync(join(mailDir, name), "x");
    const old = new Date(monthsAgo(25, now));
    utimesSync(join(mailDir, "old.eml"), old, old);
    utimesSync(join(mailDir, "notes.txt"), old, old);

    // Form-token uses and the auto-reply ledger matter for a day at most.
    for (const [age, id] of [
      [1.1, "old"],
      [0.9, "new"],
    ] as const) {
      await db
        .insertInto("form_token_uses")
        .values({ token_id: id, form: "contact", uses: 1, created_at: daysAgo(age, now) })
        .execute();
      await db
        .insertInto("auto_replies")
        .values({ id, kind: "contact-auto-reply", address_hash: "a", client_hash: "c", created_at: daysAgo(age, now) })
        .execute();
    }

    const before = await allIds(db);
    const cutoffs = retentionCutoffs(retentionPolicy(parseEnv({})), now);
    // Batches of two, so the loop runs several times per table.
    const counts = await purgeExpired(db, cutoffs, { batchSize: 2, mailDir });

    expect(counts).toEqual({
      contact_messages: 1,
      quotes: 2,
      chat_conversations: 1,
      chat_messages: 3,
      email_outbox: 2,
      idempotency_keys: 1,
      form_token_uses: 1,
      auto_replies: 1,
      staff_records: 0,
      mail_files: 1,
      documents_kept: 0,
    });
    expect((await db.selectFrom("form_token_uses").select("token_id").execute()).map((r) => r.token_id)).toEqual([
      "new",
    ]);
    expect((await db.selectFrom("auto_replies").select("id").execute()).map((r) => r.id)).toEqual(["new"]);
    const after = await allIds(db);
    const removed = new Set(Object.values(gone));
    for (const table of [
      "contact_messages",
      "quotes",
      "chat_conversations",
      "email_outbox",
      "idempotency_keys",
    ] as const) {
      expect(after[table], table).toEqual(before[table].filter((id) => !removed.has(id)));
    }
    expect(after.chat_messages.length).toBe(before.chat_messages.length - 3);
    for (const id of Object.values(kept)) expect(Object.values(after).flat()).toContain(id);
    expect(readdirSync(mailDir).sort()).toEqual(["new.eml", "notes.txt"]);
    expect((await db.selectFrom("chat_unanswered").select("id").execute()).map((r) => r.id)).toEqual(["u-kept"]);

    // A second run finds nothing left to do.
    expect(Object.values(await purgeExpired(db, cutoffs, { mailDir })).every((n) => n === 0)).toBe(true);
  });

  it("follows RETENTION_MONTHS and INCOMPLETE_QUOTE_RETENTION_DAYS when they are set", async () => {
    const db = t.db;
    const now = Date.now();
    const gone = [
      await storeContact(db, monthsAgo(7, now)),
      await storeQuote(db, { createdAt: daysAgo(8, now) }),
      await storeQuote(db, { status: "complete", createdAt: monthsAgo(7, now) }),
      await storeConversation(db, { createdAt: monthsAgo(7, now), messages: [] }),
      await storeEmail(db, { createdAt: monthsAgo(7, now) }),
    ];
    const kept = [
      await storeContact(db, monthsAgo(5, now)),
      await storeQuote(db, { createdAt: daysAgo(6, now) }),
      await storeQuote(db, { status: "complete", createdAt: monthsAgo(5, now) }),
      await storeConversation(db, { createdAt: monthsAgo(5, now) }),
      await storeEmail(db, { createdAt: monthsAgo(5, now) }),
    ];
    const policy = retentionPolicy(parseEnv({ RETENTION_MONTHS: "6", INCOMPLETE_QUOTE_RETENTION_DAYS: "7" }));
    await purgeExpired(db, retentionCutoffs(policy, now));
    const left = Object.values(await allIds(db)).flat();
    for (const id of gone) expect(left).not.toContain(id);
    for (const id of kept) expect(left).toContain(id);
  });

  it("runs by itself shortly after start-up and stops cleanly", async () => {
    const expired = [await storeContact(t.db, monthsAgo(25)), await storeQuote(t.db, { createdAt: daysAgo(40) })];
    const job = startRetentionJob({
      db: t.db,
      policy: retentionPolicy(parseEnv({})),
      initialDelayMs: 10,
      intervalMs: 3_600_000,
    });
    await eventually(
      async () =>
        Object.values(await allIds(t.db))
          .flat()
          .every((id) => !expired.includes(id)),
      5_000,
      "the first run",
    );
    await job.stop();
  });

  it("deletes each row exactly once when two processes purge at the same moment", async () => {
    const now = Date.now();
    const expired = await Promise.all(Array.from({ length: 23 }, (_, i) => storeContact(t.db, monthsAgo(25 + i, now))));
    const kept = await storeContact(t.db, monthsAgo(1, now));
    // PostgreSQL: a second pool, as another server process has. SQLite: the same handle
    // (a second one in this process would block it); writers serialise there anyway.
    const other = dialect === "postgres" ? t.open() : t.db;
    const cutoffs = retentionCutoffs(retentionPolicy(parseEnv({})), now);
    const [a, b] = await Promise.all([
      purgeExpired(t.db, cutoffs, { batchSize: 5 }),
      purgeExpired(other, cutoffs, { batchSize: 5 }),
    ]);
    expect(a.contact_messages + b.contact_messages).toBe(expired.length);
    expect((await allIds(t.db)).contact_messages).toEqual([kept]);
  });
});

/** A fresh, migrated database per dialect, emptied before each test so periods do not overlap. */
function useTestDatabaseCleared(dialect: Parameters<typeof useTestDatabase>[0]) {
  const t = useTestDatabase(dialect);
  beforeEach(async () => {
    if (!t.db) return;
    for (const table of [
      "chat_messages",
      "chat_conversations",
      "email_outbox",
      "contact_messages",
      "quotes",
      "idempotency_keys",
    ] as const) {
      await t.db.deleteFrom(table).execute();
    }
  });
  return t;
}
