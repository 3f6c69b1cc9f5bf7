import { ImapFlow } from "imapflow";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { logger } from "../logger";
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import { parseInbound, type InboundMessage } from "./inbound-message";
import type { AttachmentAllowance } from "./attachment-allowance";
import { mailboxKey, storeInbound } from "./inbound-store";
import type { MailboxSettings } from "./mailbox-settings";
import { ParseBudgetError } from "./parse-thread";
import { isOwnEmail, matchLead, type MailboxIdentity } from "./reply-matching";

/** At most this many new messages per pass, so a first read of a big mailbox spreads over passes. */
const BATCH = 100;
/** New messages whose headers a pass looks through for answers to known leads, read ahead of the rest. */
const LOOKAHEAD = 5_000;
/** A poller behind (a full batch read) reads again at once, for up to this long, before waiting its interval. */
const CATCH_UP_MS = 30_000;
const FIRST_READ_DAYS = 30;

export interface MailboxPollerOptions {
  db: Db;
  settings: MailboxSettings;
  identity: MailboxIdentity;
  pollMs: number;
  retryMaxMs: number;
  maxMessageBytes: number;
  /** Attachment bytes kept per lead and per sender per day (unset: the defaults). */
  attachmentAllowance?: AttachmentAllowance;
  /** Parses a raw message; the production entry runs mailparser on a worker thread. */
  parse?: (source: Buffer, truncated: boolean) => Promise<InboundMessage>;
  initialDelayMs?: number;
}

/** The header block of a raw email (everything before the first empty line). */
function headersOf(source: Buffer): Buffer {
  const crlf = source.indexOf("\r\n\r\n");
  const lf = source.indexOf("\n\n");
  const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf + 4 : lf >= 0 ? lf + 2 : source.length;
  return source.subarray(0, end);
}

/** An error whose message is safe to log: a code, never a server's text (which may quote an address). */
class MailboxError extends Error {}

function safeReason(error: unknown): string {
  if (error instanceof MailboxError) return error.message;
  const e = error as { code?: unknown; authenticationFailed?: unknown };
  if (e?.authenticationFailed) return "authentication failed";
  return typeof e?.code === "string" ? e.code : "connection failed";
}

async function readCursor(db: Db, key: string) {
  return db.selectFrom("mailbox_cursors").selectAll().where("mailbox", "=", key).executeTakeFirst();
}

/** Moves the shared cursor forward only (another process may be further on). */
async function advanceCursor(db: Db, key: string, uidValidity: string, uid: number) {
  await writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom("mailbox_cursors").selectAll().where("mailbox", "=", key).executeTakeFirst();
    if (row && row.uid_validity === uidValidity && row.last_uid >= uid) return;
    await trx
      .insertInto("mailbox_cursors")
      .values({ mailbox: key, uid_validity: uidValidity, last_uid: uid, updated_at: isoNow() })
      .onConflict((oc) =>
        oc.column("mailbox").doUpdateSet({ uid_validity: uidValidity, last_uid: uid, updated_at: isoNow() }),
      )
      .execute();
  });
}

/** A code safe to log and store for a failure: a database error code or the error's class, never its text. */
function failureCode(error: unknown): string {
  const e = error as { code?: unknown; name?: unknown };
  if (typeof e?.code === "string" && /^[\w.-]{1,40}$/.test(e.code)) return e.code;
  return typeof e?.name === "string" && /^\w{1,40}$/.test(e.name) ? e.name : "error";
}

/**
 * Reads one email into the office: parse, match to a lead, store. A failure at any step
 * quarantines that email (its UID, the step and a code) and the intake goes on with the next,
 * so no email, however built, can stop visitors' answers from arriving.
 */
async function intakeOne(
  o: MailboxPollerOptions,
  source: Buffer,
  truncated: boolean,
  uidValidity: string,
  uid: number,
): Promise<boolean> {
  const parse = o.parse ?? parseInbound;
  let step = "parse";
  try {
    const message = await parse(source, truncated).catch((error: unknown) => {
      // Over the parse budget: kept from its headers, as an email over the size bound is.
      if (error instanceof ParseBudgetError) return parse(headersOf(source), true);
      throw error;
    });
    if (message.automatic) return false;
    step = "match";
    if (await isOwnEmail(o.db, message, o.identity)) return false;
    const match = await matchLead(o.db, message, o.identity);
    if (!match) return false;
    step = "store";
    return await storeInbound(o.db, match, message, mailboxKey(message), Date.now(), o.attachmentAllowance);
  } catch (error) {
    const reason = failureCode(error);
    logger.warn("mailbox_message_quarantined", { uid, step, reason });
    await quarantine(o.db, o.settings.cursorKey, { uidValidity, uid, step, reason });
    return false;
  }
}

async function quarantine(
  db: Db,
  mailbox: string,
  row: { uidValidity: string; uid: number; step: string; reason: string },
) {
  await writeTransaction(db, (trx) =>
    trx
      .insertInto("mailbox_quarantine")
      .values({
        mailbox,
        uid_validity: row.uidValidity,
        uid: row.uid,
        step: row.step,
        reason: row.reason,
        created_at: isoNow(),
      })
      .onConflict((oc) => oc.columns(["mailbox", "uid_validity", "uid"]).doNothing())
      .execute(),
  );
}

/** How many emails the intake skipped because they could not be stored, for the office. */
export async function quarantinedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("mailbox_quarantine")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The new messages (beyond this pass's batch) that answer a known lead, judged from their headers
 * alone: thread, plus address, reference or sender, as the full intake matches them. A flood of
 * unknown mail then cannot hold a customer's answer back for many passes.
 */
async function knownAhead(client: ImapFlow, o: MailboxPollerOptions, uids: number[]): Promise<number[]> {
  if (!uids.length) return [];
  const parse = o.parse ?? parseInbound;
  const known: number[] = [];
  const headers = [
    "from",
    "to",
    "cc",
    "delivered-to",
    "x-original-to",
    "subject",
    "message-id",
    "in-reply-to",
    "references",
  ];
  for await (const item of client.fetch(uids.join(","), { uid: true, headers }, { uid: true })) {
    if (!item.headers) continue;
    try {
      const message = await parse(item.headers, true);
      if (message.automatic || (await isOwnEmail(o.db, message, o.identity))) continue;
      if (await matchLead(o.db, message, o.identity)) known.push(item.uid);
    } catch {
      // The full intake quarantines it in its turn.
    }
  }
  return known;
}

/** Fetches one message (headers only when over the size bound) and takes it in; true when it was stored on a lead. */
async function readOne(client: ImapFlow, o: MailboxPollerOptions, uidValidity: string, uid: number) {
  const meta = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
  const small = meta && (meta.size ?? 0) <= o.maxMessageBytes;
  const raw = await client.fetchOne(String(uid), small ? { source: true } : { headers: true }, { uid: true });
  const source = raw ? (small ? raw.source : raw.headers) : undefined;
  return Boolean(source && (await intakeOne(o, source, !small, uidValidity, uid)));
}

/**
 * One pass over the company mailbox: connect, read the messages after the shared cursor
 * (by UID, within one UIDVALIDITY), store those that answer a lead, move the cursor.
 * Answers to known leads further on are read first (knownAhead); the cursor still moves in
 * order, so they are read again in their turn, and stored once.
 * The mailbox is only read (BODY.PEEK): nothing is flagged, moved or deleted.
 * Resolves to how many emails were stored on leads.
 */
export async function readMailboxOnce(o: MailboxPollerOptions): Promise<number> {
  return (await readMailboxPass(o, { uidValidity: "", uid: 0 })).stored;
}

/** How far this poller's look-ahead has read headers, so passes that catch up do not read the same ones again. */
interface LookedAhead {
  uidValidity: string;
  uid: number;
}

async function readMailboxPass(
  o: MailboxPollerOptions,
  lookedAhead: LookedAhead,
): Promise<{ stored: number; behind: boolean }> {
  const client = new ImapFlow(o.settings.connection);
  // A dropped connection is reported here as well as to the pending command; the command's rejection is what counts.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new MailboxError(safeReason(error));
  }
  let stored = 0;
  let behind = false;
  try {
    const lock = await client.getMailboxLock(o.settings.path, { readOnly: true });
    try {
      const box = client.mailbox;
      if (!box) throw new MailboxError("mailbox not opened");
      const uidValidity = String(box.uidValidity);
      const cursor = await readCursor(o.db, o.settings.cursorKey);
      const after = cursor && cursor.uid_validity === uidValidity ? cursor.last_uid : 0;
      // A first read (or a rebuilt mailbox) looks back FIRST_READ_DAYS only: years of old mail from known
      // senders must not flag old leads as needing a reply.
      const query = after
        ? { uid: `${after + 1}:*` }
        : { uid: "1:*", since: new Date(Date.now() - FIRST_READ_DAYS * 86_400_000) };
      const found = await client.search(query, { uid: true });
      const pending = (found || []).filter((uid) => uid > after).sort((a, b) => a - b);
      behind = pending.length > BATCH;
      const seen = lookedAhead.uidValidity === uidValidity ? lookedAhead.uid : 0;
      const ahead = pending.slice(BATCH, LOOKAHEAD).filter((uid) => uid > seen);
      for (const uid of await knownAhead(client, o, ahead)) if (await readOne(client, o, uidValidity, uid)) stored++;
      if (ahead.length) Object.assign(lookedAhead, { uidValidity, uid: ahead[ahead.length - 1]! });
      for (const uid of pending.slice(0, BATCH)) {
        if (await readOne(client, o, uidValidity, uid)) stored++;
        await advanceCursor(o.db, o.settings.cursorKey, uidValidity, uid);
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    throw new MailboxError(safeReason(error));
  } finally {
    await client.logout().catch(() => client.close());
  }
  return { stored, behind };
}

/**
 * Reads the mailbox every `pollMs` in this process; while it is away, each failed pass
 * doubles the wait up to `retryMaxMs` and is logged with a reason code only. Several
 * processes may run it at once: the unique key in storeInbound keeps one entry per email.
 */
export function startMailboxPoller(o: MailboxPollerOptions): PeriodicJob {
  let wasDown = false;
  const lookedAhead: LookedAhead = { uidValidity: "", uid: 0 };
  return startPeriodicJob({
    run: async () => {
      // Behind after a flood or a first read: pass after pass until caught up or CATCH_UP_MS is used.
      const start = Date.now();
      let count = 0;
      for (;;) {
        const pass = await readMailboxPass(o, lookedAhead);
        count += pass.stored;
        if (!pass.behind || Date.now() - start > CATCH_UP_MS) break;
      }
      if (wasDown) logger.info("mailbox_reachable_again");
      wasDown = false;
      return count;
    },
    events: { done: "mailbox_replies_stored", failed: "mailbox_unavailable" },
    nudge: () => {},
    intervalMs: o.pollMs,
    initialDelayMs: o.initialDelayMs ?? Math.min(o.pollMs, 2000),
    retryDelayMs: (failures) => {
      wasDown = true;
      return Math.min(o.retryMaxMs, o.pollMs * 2 ** Math.min(failures, 20));
    },
  });
}
