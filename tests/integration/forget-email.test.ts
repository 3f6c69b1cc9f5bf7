import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, expect, it } from "vitest";
import { emlFileName } from "../../server/mail/mailer";
import { forgetEmail, InvalidAddressError } from "../../server/privacy/forget-email";
import { mailDirOf } from "../../server/retention/mail-files";
import { builtServerDir } from "../support/spawn-server";
import {
  allIds,
  daysAgo,
  storeContact,
  storeConversation,
  storeEmail,
  storeIdempotencyKey,
  storeQuote,
} from "../support/stored-rows";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

const run = promisify(execFile);
const cli = join(builtServerDir, "app-server/forget-email.js");
const cliBuilt = existsSync(cli);
if (!cliBuilt) console.warn(`No ${cli}: the forget-email CLI run is SKIPPED (run \`npm run build\`).`);

// Stored in mixed case and with stray spaces; asked for in another case.
const stored = " Taro.Yamada@Example.JP ";
const asked = "  taro.yamada@example.jp";

describeEachDialect("forget-email (a visitor's deletion request)", (dialect) => {
  const t = useTestDatabase(dialect);
  const at = daysAgo(3);
  let target: Record<string, string>;
  let others: string[];
  let mailDir: string;

  beforeAll(async () => {
    const db = t.db;
    mailDir = mailDirOf(t.settings.DATA_DIR);
    const contact = await storeContact(db, at, stored);
    const chatLead = await storeContact(db, at, "taro.yamada@example.jp", "chat");
    const quote = await storeQuote(db, { email: stored, status: "complete", createdAt: at });
    target = {
      contact,
      chatLead,
      quote,
      leadChat: await storeConversation(db, { createdAt: at, email: stored }),
      // A lead never finished: the address is only in the flow state and the messages.
      unfinishedLead: await storeConversation(db, {
        createdAt: at,
        state: { flow: "lead", step: "message", email: "taro.yamada@example.jp" },
      }),
      typedChat: await storeConversation(db, {
        createdAt: at,
        messages: ["Please write to TARO.YAMADA@example.jp.", "Thank you."],
      }),
      autoReply: await storeEmail(db, {
        createdAt: at,
        to: "taro.yamada@example.jp",
        status: "pending",
        reference: contact,
      }),
      notification: await storeEmail(db, { createdAt: at, replyTo: stored, reference: contact }),
      quoteNotice: await storeEmail(db, { createdAt: at, reference: quote }),
      key: await storeIdempotencyKey(db, at, { ok: true, id: contact }),
    };
    const other = await storeContact(db, at, "hanako@example.jp");
    others = [
      other,
      await storeContact(db, at, "jimtaro.yamada@example.jp"),
      await storeQuote(db, { email: "hanako@example.jp", createdAt: at }),
      await storeConversation(db, {
        createdAt: at,
        messages: ["Mail jimtaro.yamada@example.jp or taro.yamada@example.jp.au"],
      }),
      await storeConversation(db, { createdAt: at, email: "hanako@example.jp" }),
      await storeEmail(db, { createdAt: at, to: "hanako@example.jp", reference: other }),
      await storeIdempotencyKey(db, at, { ok: true, id: other }),
    ];
    // The staff office's note on the target's message and state of its quote go; the other visitor's note stays.
    for (const [lead, table] of [
      [contact, "lead_notes"],
      [quote, "lead_states"],
      [other, "lead_notes"],
    ] as const) {
      if (table === "lead_notes")
        await db
          .insertInto("lead_notes")
          .values({ id: randomUUID(), lead_id: lead, staff_id: "s", body: "Called back.", created_at: at })
          .execute();
      else
        await db
          .insertInto("lead_states")
          .values({ lead_id: lead, status: "won", assignee_id: null, updated_at: at })
          .execute();
    }
    // An email the target sent that the company mailbox matched to the other visitor's lead goes too.
    await db
      .insertInto("lead_messages")
      .values({
        id: randomUUID(),
        lead_id: other,
        mailbox_key: `mid:${randomUUID()}`,
        matched_by: "reference",
        from_address: "Taro.Yamada@example.jp",
        from_name: null,
        subject: "Re: C-2611-0001",
        body: "Forwarding my colleague's question.",
        sent_at: null,
        created_at: at,
      })
      .execute();
    mkdirSync(mailDir, { recursive: true });
    for (const id of [target.autoReply!, others[5]!]) {
      const row = await db
        .selectFrom("email_outbox")
        .select("message_id")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      writeFileSync(join(mailDir, emlFileName(row.message_id)), "x");
    }
  });

  const expectedReport = (dryRun: boolean) => ({
    dryRun,
    contact_messages: [target.contact, target.chatLead].sort(),
    quotes: [target.quote],
    chat_conversations: [target.leadChat, target.unfinishedLead, target.typedChat].sort(),
    chat_messages: 6,
    email_outbox: [
      { id: target.autoReply, kind: "test", status: "pending" },
      { id: target.notification, kind: "test", status: "sent" },
      { id: target.quoteNotice, kind: "test", status: "sent" },
    ].sort((a, b) => a.id!.localeCompare(b.id!)),
    idempotency_keys: 1,
    staff_records: 3,
    mail_files: 1,
    documents_kept: [],
  });
  const sorted = (r: Awaited<ReturnType<typeof forgetEmail>>) => ({
    ...r,
    contact_messages: [...r.contact_messages].sort(),
    chat_conversations: [...r.chat_conversations].sort(),
    email_outbox: [...r.email_outbox].sort((a, b) => a.id.localeCompare(b.id)),
  });

  it("lists everything stored for the address on a dry run and deletes nothing", async () => {
    const before = await allIds(t.db);
    expect(sorted(await forgetEmail(t.db, asked, { dryRun: true, mailDir }))).toEqual(expectedReport(true));
    expect(await allIds(t.db)).toEqual(before);
  });

  it("deletes those rows, their messages, emails and .eml copies, and touches nothing else", async () => {
    const before = await allIds(t.db);
    expect(sorted(await forgetEmail(t.db, asked, { mailDir }))).toEqual(expectedReport(false));
    const after = await allIds(t.db);
    const notes = await t.db.selectFrom("lead_notes").select("lead_id").execute();
    expect(notes.map((n) => n.lead_id)).toEqual([others[0]]);
    expect(await t.db.selectFrom("lead_states").select("lead_id").execute()).toEqual([]);
    expect(await t.db.selectFrom("lead_messages").select("id").execute()).toEqual([]);
    const targetIds = new Set(Object.values(target));
    for (const table of [
      "contact_messages",
      "quotes",
      "chat_conversations",
      "email_outbox",
      "idempotency_keys",
    ] as const) {
      expect(after[table], table).toEqual(before[table].filter((id) => !targetIds.has(id)));
    }
    expect(after.chat_messages.length).toBe(before.chat_messages.length - 6);
    for (const id of others) expect(Object.values(after).flat()).toContain(id);
    // Only the other visitor's .eml copy is left.
    expect(readdirSync(mailDir)).toHaveLength(1);

    const again = await forgetEmail(t.db, asked, { mailDir });
    expect([again.contact_messages, again.quotes, again.chat_conversations, again.email_outbox].flat()).toEqual([]);
  });

  it("refuses something that is not an address", async () => {
    await expect(forgetEmail(t.db, "taro yamada")).rejects.toThrow(InvalidAddressError);
  });

  it.skipIf(!cliBuilt)("npm run forget-email prints ids and counts but never the address", async () => {
    const contact = await storeContact(t.db, at, "cli.visitor@example.jp");
    const email = await storeEmail(t.db, {
      createdAt: at,
      to: "cli.visitor@example.jp",
      status: "pending",
      kind: "contact-auto-reply",
    });
    const env = {
      PATH: process.env.PATH!,
      DATA_DIR: t.settings.DATA_DIR,
      DATABASE_URL: t.settings.DATABASE_URL ?? "",
      LOG_LEVEL: "warn",
    };

    const real = await run(process.execPath, [cli, "CLI.Visitor@example.jp"], { env });
    expect(real.stdout).toMatch(/contact_messages\s+1\s+/);
    expect(real.stdout).toContain(`${email} (contact-auto-reply, pending)`);
    expect(`${real.stdout}${real.stderr}`.toLowerCase()).not.toContain("cli.visitor");
    expect((await allIds(t.db)).contact_messages).not.toContain(contact);

    await expect(run(process.execPath, [cli, "not-an-address"], { env })).rejects.toMatchObject({ code: 2 });
  });
});
