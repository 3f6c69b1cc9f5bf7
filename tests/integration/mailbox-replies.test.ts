import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/db/database";
import { enqueueEmail } from "../../server/mail/outbox";
import { readMailboxOnce, startMailboxPoller, type MailboxPollerOptions } from "../../server/mailbox/mailbox-poller";
import { mailboxSettings } from "../../server/mailbox/mailbox-settings";
import { parseInbound } from "../../server/mailbox/inbound-message";
import { createThreadedParser } from "../../server/mailbox/parse-thread";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { builtServerAvailable, builtServerDir } from "../support/spawn-server";
import { plusAddress } from "../../server/mailbox/reply-matching";
import { storeContact } from "../support/stored-rows";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";
import { dovecotAvailable, startTestDovecot, type TestDovecot } from "../support/test-dovecot";

const DOMAIN = "tamagawa-digital.jp";
const COMPANY = `info@${DOMAIN}`;

function mail(headers: Record<string, string>, body = "Thank you, Tuesday works for us.") {
  const lines = Object.entries({
    Date: new Date().toUTCString(),
    "Message-ID": `<${randomUUID()}@visitor.example>`,
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=utf-8",
    ...headers,
  }).map(([k, v]) => `${k}: ${v}`);
  return `${lines.join("\r\n")}\r\n\r\n${body}\r\n`;
}

async function rows(db: Db) {
  return db.selectFrom("lead_messages").selectAll().orderBy("created_at").execute();
}

async function until<T>(check: () => Promise<T | undefined | false>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

if (!dovecotAvailable) console.warn("dovecot unavailable: mailbox reply tests SKIPPED.");

describeEachDialect("company mailbox replies", (dialect) => {
  if (!dovecotAvailable) {
    it.skip("needs dovecot", () => {});
    return;
  }
  const t = useTestDatabase(dialect);
  let imap: TestDovecot;
  let options: (db: Db) => MailboxPollerOptions;
  const tag = `${dialect}-${Date.now()}`;

  beforeAll(async () => {
    imap = (await startTestDovecot())!;
    options = (db) => ({
      db,
      settings: mailboxSettings(imap.url),
      identity: { messageIdDomain: DOMAIN, companyAddress: COMPANY },
      pollMs: 100,
      retryMaxMs: 400,
      maxMessageBytes: 200_000,
    });
  });
  afterAll(async () => {
    await imap?.stop();
  });

  it("matches replies by thread, plus address, subject reference and sender, ignores the rest, and stores each once", async () => {
    const threaded = await storeContact(t.db, new Date().toISOString(), `thread-${tag}@visitor.example`);
    const { messageId } = await enqueueEmail(t.db, {
      kind: "contact-auto-reply",
      to: { address: `thread-${tag}@visitor.example`, name: null },
      subject: "Thank you",
      text: "We got your message.",
      reference: threaded,
    });
    const addressed = await storeContact(t.db, new Date().toISOString(), `plus-${tag}@visitor.example`);
    const referenced = await storeContact(t.db, new Date().toISOString(), `ref-${tag}@visitor.example`);
    const reference = `C-2611-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    await t.db.updateTable("contact_messages").set({ reference }).where("id", "=", referenced).execute();
    await storeContact(t.db, "2026-01-01T00:00:00.000Z", `known-${tag}@visitor.example`);
    const known = await storeContact(t.db, new Date().toISOString(), `Known-${tag}@visitor.example`);
    // A copy of a staff reply (Cc to the company) the outbox sent: the site's own email.
    const own = await enqueueEmail(t.db, {
      kind: "staff-reply",
      to: { address: `known-${tag}@visitor.example`, name: null },
      subject: "Re: your message",
      text: "Our answer.",
      reference: known,
    });

    await imap.append(
      mail({
        From: `"Visitor" <someone-else-${tag}@visitor.example>`,
        To: COMPANY,
        Subject: "Re: Thank you",
        "In-Reply-To": `<${messageId}@${DOMAIN}>`,
        References: `<${messageId}@${DOMAIN}>`,
      }),
    );
    await imap.append(
      mail({ From: `plus-sender-${tag}@other.example`, To: plusAddress(COMPANY, addressed), Subject: "Hello" }),
    );
    await imap.append(mail({ From: `x-${tag}@other.example`, To: COMPANY, Subject: `Re: [${reference}] question` }));
    await imap.append(mail({ From: `known-${tag}@visitor.example`, To: COMPANY, Subject: "One more thing" }));
    await imap.append(mail({ From: `stranger-${tag}@other.example`, To: COMPANY, Subject: "Newsletter" }));
    await imap.append(
      mail({
        From: `known-${tag}@visitor.example`,
        To: COMPANY,
        Subject: "Out of office",
        "Auto-Submitted": "auto-replied",
      }),
    );
    await imap.append(
      mail({
        From: `no-reply@${DOMAIN}`,
        To: `known-${tag}@visitor.example`,
        Cc: COMPANY,
        Subject: "Re: your message",
        "Message-ID": `<${own.messageId}@${DOMAIN}>`,
      }),
    );

    expect(await readMailboxOnce(options(t.db))).toBe(4);
    const stored = await rows(t.db);
    expect(stored.map((r) => [r.lead_id, r.matched_by])).toEqual([
      [threaded, "thread"],
      [addressed, "address"],
      [referenced, "reference"],
      [known, "sender"],
    ]);
    expect(stored[0]!.body).toContain("Tuesday works");
    const states = await t.db.selectFrom("lead_states").selectAll().where("lead_id", "=", threaded).execute();
    expect(states).toMatchObject([{ needs_reply: 1, status: "new" }]);
    expect(states[0]!.last_inbound_at).toBe(stored[0]!.created_at);

    // Read again: nothing new. Read from the start again (a lost cursor): still one entry each.
    expect(await readMailboxOnce(options(t.db))).toBe(0);
    await t.db.deleteFrom("mailbox_cursors").execute();
    expect(await readMailboxOnce(options(t.db))).toBe(0);
    expect(await rows(t.db)).toHaveLength(4);
  });

  it("a first read looks back 30 days only: old mail from a known visitor does not reopen their lead", async () => {
    const lead = await storeContact(t.db, new Date().toISOString(), `old-${tag}@visitor.example`);
    await imap.append(
      mail({ From: `old-${tag}@visitor.example`, To: COMPANY, Subject: "Long ago" }),
      new Date(Date.now() - 90 * 86_400_000),
    );
    await t.db.deleteFrom("mailbox_cursors").execute();
    await readMailboxOnce(options(t.db));
    expect(await t.db.selectFrom("lead_messages").select("id").where("lead_id", "=", lead).execute()).toEqual([]);
  });

  it("two processes reading the same new emails at once store each once", async () => {
    const lead = await storeContact(t.db, new Date().toISOString(), `two-${tag}@visitor.example`);
    // Earlier tests' mail is read first, so both processes start from the same cursor with only these five new.
    await readMailboxOnce(options(t.db));
    for (let i = 0; i < 5; i++)
      await imap.append(
        mail({ From: `two-${tag}@visitor.example`, To: COMPANY, Subject: `Answer ${i}` }, `Answer number ${i}`),
      );
    const [a, b] = await Promise.all([readMailboxOnce(options(t.db)), readMailboxOnce(options(t.open()))]);
    expect(a + b).toBe(5);
    const onLead = await t.db.selectFrom("lead_messages").select("subject").where("lead_id", "=", lead).execute();
    expect(onLead.map((r) => r.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Answer ${i}`));
  });

  it("an email carrying what the database refuses never stops the intake; one that cannot be read is quarantined", async () => {
    const lead = await storeContact(t.db, new Date().toISOString(), `poison-${tag}@visitor.example`);
    const reference = `C-2611-${String(Math.floor(Math.random() * 90000) + 10000)}`;
    await t.db.updateTable("contact_messages").set({ reference }).where("id", "=", lead).execute();
    await readMailboxOnce(options(t.db));
    const rtl = Buffer.from(`Re: ${reference} \u202Eexe.txt`).toString("base64");
    const poison = [
      mail({ From: `a-${tag}@other.example`, To: COMPANY, Subject: `=?utf-8?q?Re=3A_${reference}_=00?=` }),
      mail(
        {
          From: `b-${tag}@other.example`,
          To: COMPANY,
          Subject: `Re: ${reference} body`,
          "Content-Transfer-Encoding": "quoted-printable",
        },
        "before=00after",
      ),
      mail({ From: `=?utf-8?q?Evil=00Name?= <c-${tag}@other.example>`, To: COMPANY, Subject: `Re: ${reference} name` }),
      mail({
        From: `d-${tag}@other.example`,
        To: COMPANY,
        Subject: `Re: ${reference} id`,
        "Message-ID": `<${"x".repeat(3000)}@visitor.example>`,
      }),
      mail({ From: `e-${tag}@other.example`, To: COMPANY, Subject: `=?utf-8?b?${rtl}?=` }),
      mail({ From: `f-${tag}@other.example`, To: COMPANY, Subject: `Re: ${reference} unreadable`, "X-Test": "poison" }),
      mail({ From: `poison-${tag}@visitor.example`, To: COMPANY, Subject: "The real answer" }, "Tuesday is fine."),
    ];
    for (const m of poison) await imap.append(m);
    // A step that still fails (here the parser, with a database-like code) quarantines that one email only.
    const parse: MailboxPollerOptions["parse"] = async (source, truncated) => {
      if (source.includes("X-Test: poison")) throw Object.assign(new Error("refused text"), { code: "22021" });
      return parseInbound(source, truncated);
    };
    expect(await readMailboxOnce({ ...options(t.db), parse })).toBe(6);
    const stored = await t.db.selectFrom("lead_messages").selectAll().where("lead_id", "=", lead).execute();
    expect(stored).toHaveLength(6);
    for (const row of stored) {
      for (const value of [row.subject, row.body, row.from_name ?? "", row.from_address, row.mailbox_key]) {
        expect(value.includes("\u0000")).toBe(false);
        expect(value).not.toMatch(/[\u202a-\u202e]/);
        expect(value.length).toBeLessThanOrEqual(100_000);
      }
    }
    expect(stored.some((r) => r.body.includes("beforeafter"))).toBe(true);
    expect(stored.find((r) => r.subject.includes("id"))!.mailbox_key.length).toBeLessThan(400);
    expect(stored.some((r) => r.body.includes("Tuesday is fine."))).toBe(true);
    const quarantined = await t.db.selectFrom("mailbox_quarantine").selectAll().execute();
    expect(quarantined).toMatchObject([{ step: "parse", reason: "22021" }]);
    // The cursor moved past it: the next pass neither retries it nor stores anything twice.
    expect(await readMailboxOnce({ ...options(t.db), parse })).toBe(0);
    expect(await t.db.selectFrom("mailbox_quarantine").selectAll().execute()).toHaveLength(1);
  });

  it("keeps attachments as listed files, HTML as text", async () => {
    const lead = await storeContact(t.db, new Date().toISOString(), `files-${tag}@visitor.example`);
    const boundary = "b-" + randomUUID();
    await imap.append(
      mail(
        {
          From: `files-${tag}@visitor.example`,
          To: COMPANY,
          Subject: "Our floor plan",
          "Content-Type": `multipart/mixed; boundary="${boundary}"`,
        },
        [
          `--${boundary}`,
          "Content-Type: text/html; charset=utf-8",
          "",
          "<p>See the <b>plan</b> attached.</p><script>alert(1)</script>",
          `--${boundary}`,
          'Content-Type: application/pdf; name="../plan.pdf"',
          'Content-Disposition: attachment; filename="../plan.pdf"',
          "Content-Transfer-Encoding: base64",
          "",
          Buffer.from("%PDF-1.4 test").toString("base64"),
          `--${boundary}--`,
        ].join("\r\n"),
      ),
    );
    expect(await readMailboxOnce(options(t.db))).toBe(1);
    const message = await t.db
      .selectFrom("lead_messages")
      .selectAll()
      .where("lead_id", "=", lead)
      .executeTakeFirstOrThrow();
    expect(message.body).toContain("See the");
    expect(message.body).not.toContain("<b>");
    const files = await t.db
      .selectFrom("lead_message_attachments")
      .selectAll()
      .where("message_id", "=", message.id)
      .execute();
    expect(files).toMatchObject([{ file_name: "_plan.pdf", content_type: "application/pdf", size: 13 }]);
    expect(Buffer.from(files[0]!.content_base64!, "base64").toString()).toBe("%PDF-1.4 test");
  });

  it("keeps attachments within the lead's and the sender's daily allowance, and lists the rest with the reason", async () => {
    const sender = `flood-${tag}@visitor.example`;
    const withFiles = (subject: string, sizes: number[]) => {
      const boundary = "b-" + randomUUID();
      return mail(
        { From: sender, To: COMPANY, Subject: subject, "Content-Type": `multipart/mixed; boundary="${boundary}"` },
        [
          `--${boundary}`,
          "Content-Type: text/plain; charset=utf-8",
          "",
          "Files attached.",
          ...sizes.flatMap((size, i) => [
            `--${boundary}`,
            `Content-Type: application/octet-stream; name="f${i}.bin"`,
            `Content-Disposition: attachment; filename="f${i}.bin"`,
            "Content-Transfer-Encoding: base64",
            "",
            Buffer.alloc(size, i + 1).toString("base64"),
          ]),
          `--${boundary}--`,
        ].join("\r\n"),
      );
    };
    const capped = (db: Db) => ({
      ...options(db),
      attachmentAllowance: { perLeadBytes: 2_500, perSenderPerDayBytes: 3_500 },
    });
    const first = await storeContact(t.db, new Date(Date.now() - 1_000).toISOString(), sender);
    await imap.append(withFiles("Plans", [1_000, 1_000, 1_000]));
    expect(await readMailboxOnce(capped(t.db))).toBe(1);
    // A newer lead of the same sender: its own allowance, but the sender's day is already 2,000 bytes in.
    const second = await storeContact(t.db, new Date().toISOString(), sender);
    await imap.append(withFiles("More plans", [1_000, 1_000, 1_000]));
    expect(await readMailboxOnce(capped(t.db))).toBe(1);
    const files = async (lead: string) =>
      (
        await t.db
          .selectFrom("lead_message_attachments")
          .select(["file_name", "size", "withheld", "content_base64"])
          .where("lead_id", "=", lead)
          .orderBy("file_name")
          .execute()
      ).map((f) => [
        f.file_name,
        f.withheld,
        f.content_base64 === null ? "not kept" : Buffer.from(f.content_base64, "base64").length,
      ]);
    expect(await files(first)).toEqual([
      ["f0.bin", null, 1_000],
      ["f1.bin", null, 1_000],
      ["f2.bin", "lead", "not kept"],
    ]);
    expect(await files(second)).toEqual([
      ["f0.bin", null, 1_000],
      ["f1.bin", "sender", "not kept"],
      ["f2.bin", "sender", "not kept"],
    ]);
  });

  it("a known lead's answer behind a flood of unknown mail is read in the first pass, and stored once", async () => {
    const visitor = `behind-flood-${tag}@visitor.example`;
    const lead = await storeContact(t.db, new Date().toISOString(), visitor);
    const flood = Array.from({ length: 130 }, (_, i) =>
      mail({ From: `stranger-${i}-${tag}@spam.example`, To: COMPANY, Subject: `Offer ${i}` }, "Cheap followers."),
    );
    await imap.appendMany([...flood, mail({ From: visitor, To: COMPANY, Subject: "Re: our call" }, "Tuesday works.")]);
    expect(await readMailboxOnce(options(t.db))).toBe(1);
    // The cursor moves in order: later passes reach the answer again in its turn and add nothing.
    await readMailboxOnce(options(t.db));
    await readMailboxOnce(options(t.db));
    const cursor = await t.db.selectFrom("mailbox_cursors").select("last_uid").executeTakeFirstOrThrow();
    const stored = await t.db.selectFrom("lead_messages").select("body").where("lead_id", "=", lead).execute();
    expect(stored.map((m) => m.body.trim())).toEqual(["Tuesday works."]);
    expect(cursor.last_uid).toBeGreaterThan(130);
  });

  it("records the receiving server's SPF/DKIM/DMARC verdicts from the topmost Authentication-Results only", async () => {
    const sender = `forged-${tag}@visitor.example`;
    const lead = await storeContact(t.db, new Date().toISOString(), sender);
    // Headers are read top-down: the receiving server adds its verdict above what the sender wrote.
    const raw = mail({ From: sender, To: COMPANY, Subject: "Invoice change" }).replace(
      /^/,
      [
        `Authentication-Results: mx.${DOMAIN}; spf=softfail smtp.mailfrom=${sender}; dkim=none; dmarc=fail header.from=visitor.example`,
        "Authentication-Results: forged.example; spf=pass; dkim=pass; dmarc=pass",
        "",
      ].join("\r\n"),
    );
    await imap.append(raw);
    expect(await readMailboxOnce(options(t.db))).toBe(1);
    const stored = await t.db
      .selectFrom("lead_messages")
      .select("authentication")
      .where("lead_id", "=", lead)
      .executeTakeFirstOrThrow();
    expect(stored.authentication).toBe("spf=softfail dkim=none dmarc=fail");
  });

  it("an email without a Message-ID is stored once, even when the mailbox numbers its emails anew", async () => {
    const sender = `no-id-${tag}@visitor.example`;
    const lead = await storeContact(t.db, new Date().toISOString(), sender);
    const raw = mail({ From: sender, To: COMPANY, Subject: "No id", "Message-ID": "" }).replace(
      /^Message-ID: \r\n/m,
      "",
    );
    expect(raw).not.toMatch(/Message-ID/i);
    await imap.append(raw);
    expect(await readMailboxOnce(options(t.db))).toBe(1);
    // What a UIDVALIDITY change does: the cursor no longer matches, and the folder is read again from the start.
    await t.db.updateTable("mailbox_cursors").set({ uid_validity: "renumbered", last_uid: 0 }).execute();
    await readMailboxOnce(options(t.db));
    const stored = await t.db.selectFrom("lead_messages").select("id").where("lead_id", "=", lead).execute();
    expect(stored).toHaveLength(1);
  });

  it.skipIf(!builtServerAvailable)("the production build parses on a worker thread, with the same result", async () => {
    const raw = Buffer.from(
      mail(
        { From: `thread-${tag}@visitor.example`, To: COMPANY, Subject: "件名", "In-Reply-To": "<a@b.example>" },
        "本文です。",
      ),
    );
    const parser = createThreadedParser(pathToFileURL(join(builtServerDir, "app-server/mail-parse-thread.js")));
    try {
      expect(await parser.parse(raw, false)).toEqual(await parseInbound(raw, false));
    } finally {
      parser.close();
    }
  });

  it.skipIf(!builtServerAvailable)(
    "an email whose parse runs over its budget is stopped and kept from its headers, and the intake goes on",
    async () => {
      const sender = `budget-${tag}@visitor.example`;
      const lead = await storeContact(t.db, new Date().toISOString(), sender);
      const entry = pathToFileURL(join(builtServerDir, "app-server/mail-parse-thread.js"));
      // The table's full parse gets a budget no parse meets; its headers-only read and other emails the usual one.
      const tight = createThreadedParser(entry, { timeMs: 1, heapMb: 64 });
      const usual = createThreadedParser(entry);
      const parse = (source: Buffer, truncated: boolean) =>
        (!truncated && source.includes("<table>") ? tight : usual).parse(source, truncated);
      try {
        const table = `<table>${"<tr><td>cell</td></tr>".repeat(2_000)}</table>`;
        await imap.append(
          mail({ From: sender, To: COMPANY, Subject: "Price table", "Content-Type": "text/html" }, table),
        );
        await imap.append(mail({ From: sender, To: COMPANY, Subject: "And a note" }, "Plain words."));
        expect(await readMailboxOnce({ ...options(t.db), parse })).toBe(2);
      } finally {
        tight.close();
        usual.close();
      }
      const stored = await t.db
        .selectFrom("lead_messages")
        .select(["subject", "body"])
        .where("lead_id", "=", lead)
        .orderBy("subject")
        .execute();
      // The over-budget one has no text (the lead page says to read it in the mailbox); nothing was quarantined.
      expect(stored.map((m) => [m.subject, m.body.trim()])).toEqual([
        ["And a note", "Plain words."],
        ["Price table", ""],
      ]);
    },
  );

  it("a mailbox that is away fails the pass with a reason code; once it is back the poller catches up", async () => {
    const lead = await storeContact(t.db, new Date().toISOString(), `away-${tag}@visitor.example`);
    await imap.pause();
    await expect(readMailboxOnce(options(t.db))).rejects.toThrow(/ECONNREFUSED|connection failed/);
    const poller = startMailboxPoller({ ...options(t.db), initialDelayMs: 0 });
    try {
      await imap.resume();
      await imap.append(mail({ From: `away-${tag}@visitor.example`, To: COMPANY, Subject: "Still there?" }));
      const stored = await until(
        () => t.db.selectFrom("lead_messages").select("subject").where("lead_id", "=", lead).executeTakeFirst(),
        "the email read after the mailbox came back",
      );
      expect(stored.subject).toBe("Still there?");
    } finally {
      await poller.stop();
    }
  });
});
