import { completeQuote } from "../support/completed-quote";
import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forgetEmail } from "../../server/privacy/forget-email";
import { formatForgetReport } from "../../server/privacy/forget-report";
import { documentKeptUntil } from "../../server/retention/document-retention";
import { purgeExpired } from "../../server/retention/purge-expired";
import { retentionCutoffs, retentionPolicy } from "../../server/retention/retention-policy";
import { eventually } from "../support/outbox-helpers";
import { monthsAgo, storeQuote } from "../support/stored-rows";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { signedInStaff, type StaffClient } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, testPostgresUrl, type TestServer } from "../support/test-server";

// Issued quotations and invoices outlive the personal-data retention of their lead (decision 039).
afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const pdfText = async (bytes: Uint8Array) =>
  ((await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text as string).replace(
    /\s+/g,
    " ",
  );

describeEachDialect("issued documents kept for the books", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let staff: StaffClient;
  let csrf: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const databaseUrl = dialect === "postgres" ? await testPostgresUrl() : undefined;
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      INVOICE_REGISTRATION_NUMBER: "T9234567890123",
      BANK_TRANSFER_DETAILS: "川崎信用金庫 溝口支店 普通 1234567 カ）タマガワデジタルワークス",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    ({ staff, csrf } = await signedInStaff(t.running.services.db, t.url, "佐藤 花子"));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A quotation issued to the visitor, ordered, invoiced and noted on in the office: a lead with every kind of record. */
  async function invoicedLead(email: string) {
    const { viewToken, ...q } = await completeQuote(t, smtp, { email, company: "株式会社川崎商事" });
    const ordered = await postJson(
      `${t.url}/api/quotes/${q.id}/accept`,
      { ordererName: "川崎 花子", purchaseOrder: null, confirm: true },
      { origin: "http://localhost:3000", ...auth(viewToken) },
    );
    expect(ordered.status).toBe(200);
    expect((await staff.post(`/staff/leads/${q.id}/invoice`, { csrf })).status).toBe(303);
    expect((await staff.post(`/staff/leads/${q.id}/notes`, { csrf, body: "電話で確認済み" })).status).toBe(303);
    // Wait for the invoice's email, so nothing is still being sent when the purge runs.
    await eventually(async () =>
      smtp.received.find((m) => m.envelope.to.includes(email) && /INV-/.test(m.parsed.header("subject") ?? "")),
    );
    return { id: q.id, viewToken };
  }

  /** Moves the lead and its documents `months` into the past, as if it had been created and issued then. */
  async function age(id: string, months: number) {
    const db = t.running.services.db;
    const at = monthsAgo(months);
    await db.updateTable("quotes").set({ created_at: at, updated_at: at }).where("id", "=", id).execute();
    await db.updateTable("quotation_versions").set({ issued_at: at }).where("quote_id", "=", id).execute();
    await db.updateTable("invoices").set({ issued_at: at }).where("quote_id", "=", id).execute();
    return at;
  }

  const download = async (path: string) => {
    const res = await staff.get(path);
    return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it("keeps an old lead's issued documents, downloadable by staff, loses everything else, and deletes them when their period ends", async () => {
    const db = t.running.services.db;
    const lead = await invoicedLead(`kept-${dialect}@example.jp`);
    const quotation = await download(`/staff/leads/${lead.id}/quotation/1/pdf`);
    const invoice = await download(`/staff/leads/${lead.id}/invoice.pdf`);
    expect([quotation.status, invoice.status]).toEqual([200, 200]);
    const issuedAt = await age(lead.id, 25);
    // A quote as old, that never became a document: nothing to keep.
    const undocumented = await storeQuote(db, { status: "complete", createdAt: monthsAgo(25) });
    for (const table of ["lead_notes", "lead_activity", "lead_states", "lead_index"] as const)
      expect(await db.selectFrom(table).select("lead_id").where("lead_id", "=", lead.id).execute()).not.toEqual([]);

    const policy = retentionPolicy(t.env);
    const counts = await purgeExpired(db, retentionCutoffs(policy));
    expect(counts).toMatchObject({ documents_kept: 1, quotes: 1 });

    // The quote holds its documents and nothing personal; the office's records and emails about it are gone.
    const kept = await db.selectFrom("quotes").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      name: "",
      email: "",
      company: null,
      orderer_name: null,
      view_token_hash: null,
      documents_kept_until: documentKeptUntil(issuedAt, policy.documents),
    });
    expect(kept.personal_data_purged_at).not.toBeNull();
    expect(await db.selectFrom("quotes").select("id").where("id", "=", undocumented).execute()).toEqual([]);
    for (const table of ["lead_notes", "lead_activity", "lead_states", "lead_index"] as const)
      expect(await db.selectFrom(table).select("lead_id").where("lead_id", "=", lead.id).execute()).toEqual([]);
    expect(await db.selectFrom("email_outbox").select("id").where("reference", "=", lead.id).execute()).toEqual([]);
    // The visitor's link no longer opens it.
    expect((await fetch(`${t.url}/quotation/${lead.id}/${lead.viewToken}`)).status).toBe(404);

    // Staff still download the same bytes, and they carry the addressee the law requires.
    const quotationAfter = await download(`/staff/leads/${lead.id}/quotation/1/pdf`);
    const invoiceAfter = await download(`/staff/leads/${lead.id}/invoice.pdf`);
    expect(sha256(quotationAfter.bytes)).toBe(sha256(quotation.bytes));
    expect(sha256(invoiceAfter.bytes)).toBe(sha256(invoice.bytes));
    const invoiceText = await pdfText(invoiceAfter.bytes);
    expect(invoiceText).toContain("株式会社川崎商事");
    expect(invoiceText).toContain("山田 太郎 様");
    // The lead page still opens, without the person's address.
    const page = await staff.get(`/staff/leads/${lead.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(`kept-${dialect}@example.jp`);

    // A second run changes nothing; a day after the period ends, the quote and its documents go.
    expect(await purgeExpired(db, retentionCutoffs(policy))).toMatchObject({ documents_kept: 0, quotes: 0 });
    const after = Date.parse(kept.documents_kept_until!) + 86_400_000;
    expect(await purgeExpired(db, retentionCutoffs(policy, after))).toMatchObject({ quotes: 1 });
    expect(await db.selectFrom("quotes").select("id").where("id", "=", lead.id).execute()).toEqual([]);
    expect(
      await db.selectFrom("quotation_versions").select("number").where("quote_id", "=", lead.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom("invoices").select("number").where("quote_id", "=", lead.id).execute()).toEqual([]);
    expect((await staff.get(`/staff/leads/${lead.id}/invoice.pdf`)).status).toBe(404);
  });

  it("forget-email keeps the issued documents and says which, until when and why", async () => {
    const db = t.running.services.db;
    const address = `forget-${dialect}@example.jp`;
    const lead = await invoicedLead(address);
    const numbers = [
      ...(await db.selectFrom("quotation_versions").select("number").where("quote_id", "=", lead.id).execute()),
      ...(await db.selectFrom("invoices").select("number").where("quote_id", "=", lead.id).execute()),
    ].map((r) => r.number);
    expect(numbers).toHaveLength(2);
    // Another quote for the address, never issued: it simply goes.
    const draft = await storeQuote(db, { email: address, createdAt: monthsAgo(1) });
    const policy = retentionPolicy(t.env);

    const report = await forgetEmail(db, address, { documents: policy.documents });
    expect(report.quotes.sort()).toEqual([lead.id, draft].sort());
    expect(report.documents_kept).toHaveLength(1);
    expect(report.documents_kept[0]).toMatchObject({ quote: lead.id, documents: numbers });
    const output = formatForgetReport(report);
    expect(output).toContain(
      "Deleted everything stored for this address except the issued documents listed at the end:",
    );
    expect(output).toContain("法人税法 and 消費税法");
    expect(output).toContain("電子帳簿保存法");
    expect(output).toContain(
      `quote ${lead.id}: ${numbers.join(", ")}, kept until ${report.documents_kept[0]!.kept_until.slice(0, 10)}`,
    );
    expect(output.toLowerCase()).not.toContain(address);

    expect(await db.selectFrom("quotes").select("id").where("id", "=", draft).execute()).toEqual([]);
    const kept = await db.selectFrom("quotes").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ name: "", email: "" });
    expect((await download(`/staff/leads/${lead.id}/invoice.pdf`)).status).toBe(200);
    // Asked again, nothing is found: the kept quote no longer holds the address.
    expect((await forgetEmail(db, address)).quotes).toEqual([]);
  });
});
