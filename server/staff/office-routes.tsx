import { quarantinedCount } from "../mailbox/mailbox-poller";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { staffOffice } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { ApiError, errorJson } from "../http/api-error";
import { requestLanguage } from "../http/request-language";
import { logger } from "../logger";
import type { Services } from "../services";
import { CSV_BOM, csvLine } from "./csv";
import { planName } from "./lead-words";
import { allInboxRows, inboxFilterSchema, inboxPage, leadStatuses } from "./inbox-query";
import { addLeadNote, sendChatReply, sendLeadReply, setLeadAssignee, setLeadStatus } from "./lead-actions";
import { chatLiveOffice } from "../../content/chat-live";
import { handoffBusOf } from "../services";
import { closeHandoff } from "../chat/handoff-state";
import { presenceStaleMs, visitorConnected } from "../chat/handoff-presence";
import { chatReach } from "../../content/chat-handoff-email";
import { findLead, leadWorkflow } from "./lead-record";
import {
  leadAttachment,
  leadMessages,
  markComposing,
  othersComposing,
  releaseComposing,
  replyConflicts,
  chatReplyConflicts,
} from "./lead-conversation";
import { LEAD_COMPOSE_JS } from "./lead-compose-script";
import { isoNow } from "../db/clock";
import { contentDisposition } from "../http/content-disposition";
import { LeadPage, type Conversation } from "./pages/lead-page";
import { groupKeyPattern, groupLeads } from "./people";
import { InboxPage } from "./pages/inbox-page";
import { PersonPage } from "./pages/person-page";
import { applyBulk, inboxCounts, markLeadRead, parseBulkForm } from "./triage";
import { quotationRevision } from "../../content/quotation-revision";
import { invoice as invoiceCopy } from "../../content/invoice";
import {
  findInvoice,
  InvoiceRefused,
  issueInvoice,
  listInvoices,
  markInvoicePaid,
  storedInvoicePdf,
  voidInvoice,
} from "../quotes/invoices";
import { enteredDay, todayValue, voidReason } from "../quotes/invoice-input";
import { issueRevision, MAX_LINES, revisionSchema, RevisionRefused } from "../quotes/quotation-revisions";
import { issueLeadQuotation, quotationsFromLead } from "../quotes/lead-quotation";
import { emptyLeadQuotationForm, NEW_ROWS, type LeadQuotationForm } from "./pages/lead-quotation-section";
import { rowsOfForm } from "./pages/quotation-lines";
import {
  allVersions,
  ensureFirstVersion,
  findVersion,
  prerenderQuotation,
  storedPdf,
  type StoredPdf,
} from "../quotes/quotation-versions";
import { formatWhen } from "./pages/staff-layout";
import { quotationFacts } from "../quotes/quotation-store";
import { confirmHeldOrder } from "../quotes/order-address";
import { orderAddress } from "../../content/order-address";
import type { StaffSession } from "./sessions";
import type { Locale } from "../../domain/i18n/locales";
import type { StaffRequest } from "./staff-request";
import { issuerSettings } from "../quotes/issuer-settings";

const leadId = z.uuid();

/** The inbox, its JSON and CSV forms, and each lead's page and writes. */
export function registerOfficeRoutes(app: Hono, services: Services, r: StaffRequest) {
  const { db, env } = services;
  const { page, fullSession, toLogin, signedInOf, staffWrite, notFound } = r;
  /** The quote behind a lead id; undefined for an id that is not one (no query for it). */
  const quoteRow = (id: string) =>
    leadId.safeParse(id).success
      ? db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst()
      : Promise.resolve(undefined);

  app.get("/staff", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const filter = inboxFilterSchema.parse(c.req.query());
    const viewer = { staffId: session.staff.id };
    const [{ rows, next }, counts, staff, quarantined] = await Promise.all([
      inboxPage(db, filter, 50, viewer),
      inboxCounts(db, session.staff.id),
      activeStaff(),
      quarantinedCount(db),
    ]);
    const done = Number(c.req.query("updated"));
    const lang = session.staff.language;
    const flash =
      c.req.query("updated") === undefined
        ? null
        : Number.isInteger(done) && done > 0
          ? staffTriage[lang].bulkDone(done)
          : staffTriage[lang].bulkNone;
    return page(
      c,
      <InboxPage
        lang={lang}
        signedIn={signedInOf(session)}
        filter={filter}
        rows={rows}
        next={next}
        counts={counts}
        staff={staff}
        flash={flash}
        quarantined={quarantined}
      />,
    );
  });

  const activeStaff = () =>
    db.selectFrom("staff_users").select(["id", "name"]).where("disabled_at", "is", null).orderBy("name").execute();

  // Bulk status, assignee and spam over the leads ticked in the list; back to the same list (303).
  app.post("/staff/bulk", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const form = parseBulkForm(write.data);
    const back = typeof write.data.back === "string" && /^\?[^\s\\]*$/.test(write.data.back) ? write.data.back : "";
    const join = back ? "&" : "?";
    if (!form.success) {
      const noneTicked = form.error.issues.some((issue) => issue.path[0] === "ids");
      if (noneTicked) return c.redirect(`/staff${back}${join}updated=0`, 303);
      throw ApiError.of(422, "malformed", write.lang, String(form.error.issues[0]?.path[0] ?? "body"));
    }
    const updated = await applyBulk(db, write.session.staff.id, env.SITE_URL, form.data);
    if (form.data.assignee) services.nudgeOutbox();
    return c.redirect(`/staff${form.data.back}${join}updated=${updated}`, 303);
  });

  // ---- People and companies ----

  for (const [path, company] of [
    ["people", false],
    ["companies", true],
  ] as const)
    app.get(`/staff/${path}/:key`, async (c) => {
      const session = await fullSession(c);
      if (!session) return toLogin(c);
      const key = c.req.param("key");
      const right = company ? key.startsWith("c") : !key.startsWith("c");
      const group = groupKeyPattern.test(key) && right ? await groupLeads(db, key, session.staff.language) : null;
      if (!group || group.leads.length === 0) return notFound(c, session);
      return page(
        c,
        <PersonPage lang={session.staff.language} signedIn={signedInOf(session)} group={group} company={company} />,
      );
    });

  app.get("/staff/api/leads", async (c) => {
    const session = await fullSession(c);
    if (!session) return errorJson(c, ApiError.of(401, "unauthorized", requestLanguage(c.req.raw)));
    const result = await inboxPage(db, inboxFilterSchema.parse(c.req.query()), 50, { staffId: session.staff.id });
    return c.json(result);
  });

  app.get("/staff/export.csv", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const lang = session.staff.language;
    const t = staffOffice[lang];
    const filter = inboxFilterSchema.parse(c.req.query());
    const columns = t.inbox.columns;
    let text =
      CSV_BOM +
      csvLine([
        columns.received,
        columns.kind,
        columns.status,
        t.lead.assignee,
        t.lead.reference,
        columns.name,
        columns.email,
        t.lead.phone,
        t.lead.company,
        t.inbox.language,
        t.lead.plan,
        t.lead.totalWithTax,
        columns.summary,
      ]);
    const staffNames = new Map((await activeStaff()).map((s) => [s.id, s.name]));
    for await (const row of allInboxRows(db, filter, { staffId: session.staff.id }))
      text += csvLine([
        formatWhen(row.created_at, lang),
        row.unconfirmed ? `${t.kinds[row.kind]} (${t.unconfirmed})` : t.kinds[row.kind],
        t.statuses[row.status] ?? row.status,
        row.assignee_id ? (staffNames.get(row.assignee_id) ?? "") : "",
        row.reference,
        row.name,
        row.email,
        row.phone,
        row.company,
        row.language,
        row.kind === "quote" || row.kind === "quote_draft" ? planName(row.summary, lang) : null,
        row.total_with_tax === null ? null : String(row.total_with_tax),
        row.kind === "quote" || row.kind === "quote_draft" ? row.latest_message : (row.latest_message ?? row.summary),
      ]);
    logger.info("staff_export", { staff: session.staff.id });
    return c.body(text, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="leads.csv"',
    });
  });

  // ---- One lead ----

  async function leadPage(
    c: Context,
    session: StaffSession,
    id: string,
    flash?: string | null,
    extra: {
      conflict?: Conversation["conflict"];
      chatConflict?: Conversation["chatConflict"];
      revisionError?: string | null;
      invoiceError?: string | null;
      leadQuotationForm?: LeadQuotationForm;
    } = {},
  ) {
    const lang = session.staff.language;
    const lead = leadId.safeParse(id).success ? await findLead(db, id, lang) : undefined;
    if (!lead) return notFound(c, session);
    // Taken before reading, so anything stored meanwhile counts as after the page was opened.
    const openedAt = isoNow();
    const [workflow, messages, composing, state] = await Promise.all([
      leadWorkflow(db, lead),
      leadMessages(db, lead.id),
      othersComposing(db, lead.id, session.staff.id),
      db.selectFrom("lead_states").select("needs_reply").where("lead_id", "=", lead.id).executeTakeFirst(),
    ]);
    if (c.req.method === "GET") await markLeadRead(db, lead.id, session.staff.id);
    const conversation: Conversation = {
      messages,
      needsReply: state?.needs_reply === 1,
      composing,
      openedAt,
      conflict: extra.conflict,
      chatConflict: extra.chatConflict,
      chatReach: visitorConnected(lead.chatVisitorSeenAt, new Date(), presenceStaleMs(env.CHAT_STREAM_HEARTBEAT_MS))
        ? "connected"
        : lead.email
          ? "email"
          : "unreachable",
    };
    const quotation =
      lead.kind === "quote" ? await quotationOf(id, extra.revisionError, extra.invoiceError) : undefined;
    const leadQuotation =
      lead.kind === "contact" || lead.kind === "chat"
        ? { made: await quotationsFromLead(db, lead.id), form: extra.leadQuotationForm ?? emptyLeadQuotationForm() }
        : undefined;
    return page(
      c,
      <LeadPage
        lang={lang}
        signedIn={signedInOf(session)}
        lead={lead}
        workflow={workflow}
        conversation={conversation}
        flash={flash}
        quotation={quotation}
        leadQuotation={leadQuotation}
        signer={{ name: session.staff.name, title: session.staff.title ?? null }}
      />,
      extra.conflict ? 409 : extra.leadQuotationForm?.error ? 422 : 200,
    );
  }

  /** A completed quote's issued versions (version 1 is issued now for a quote completed before they were kept). */
  async function quotationOf(id: string, error?: string | null, invoiceError?: string | null) {
    const row = await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    await ensureFirstVersion(db, row, issuerSettings(env));
    const [versions, invoices] = await Promise.all([allVersions(db, id), listInvoices(db, id)]);
    return versions.length
      ? {
          versions,
          accepted: Boolean(row.accepted_at),
          error,
          invoices,
          orderHeld: Boolean(row.accepted_at) && !row.address_confirmed_at,
          today: todayValue(isoNow()),
          invoiceError,
        }
      : undefined;
  }

  app.get("/staff/leads/:id", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const done = c.req.query("done");
    const l = staffOffice[session.staff.language].lead;
    const revised = c.req.query("number");
    const lang = session.staff.language;
    const flashes = new Map<string, string | null>([
      ["reply", l.replyQueued],
      ["revision", revised && /^Q-\d{4}-\d{4,}-\d+$/.test(revised) ? quotationRevision[lang].issued(revised) : null],
      ["quotation", revised && /^Q-\d{4}-\d{4,}$/.test(revised) ? quotationRevision[lang].issuedNew(revised) : null],
      ["invoice", revised && /^INV-\d{4}-\d{4,}$/.test(revised) ? invoiceCopy[lang].issued(revised) : null],
      ["paid", invoiceCopy[lang].paidDone],
      ["voided", invoiceCopy[lang].voidDone],
      ["order-confirmed", orderAddress[lang].confirmed],
      ["chat", chatLiveOffice[lang].sent],
      ["chat-closed", chatLiveOffice[lang].closedDone],
      ["chat-emailed", chatReach[lang].sentByEmail],
      ["chat-capped", chatReach[lang].sentCapped],
      ["chat-unreachable", chatReach[lang].sentUnreachable],
    ]);
    // Any other action, or one whose number is not well formed: the plain "saved".
    const flash = done ? (flashes.get(done) ?? l.saved) : null;
    return leadPage(c, session, c.req.param("id"), flash);
  });

  // ---- A quote's quotations: every version's stored PDF, and issuing a revision (改訂版) ----

  app.get("/staff/leads/:id/quotation/:version/pdf", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const id = c.req.param("id");
    const version = z.coerce.number().int().min(1).max(1000).safeParse(c.req.param("version"));
    const found = leadId.safeParse(id).success && version.success ? await findVersion(db, id, version.data) : undefined;
    if (!found) return notFound(c, session);
    return storedPdfResponse(id, found.version);
  });

  /** A version's stored bytes, the same every time (ETag: their SHA-256). */
  async function storedPdfResponse(id: string, version: number) {
    return pdfResponse(await storedPdf(db, services.renderPdf, id, version));
  }

  /** `stem` names the document in the ASCII fallback file name when its own name starts in Japanese. */
  function pdfResponse(pdf: StoredPdf, stem: "quotation" | "invoice" = "quotation") {
    return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(pdf.fileName, stem),
        "Content-Length": String(pdf.bytes.length),
        "Cache-Control": "no-store",
        ETag: `"${pdf.sha256}"`,
      },
    });
  }

  app.post("/staff/leads/:id/quotation/revise", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const row = await quoteRow(id);
    if (!row) return notFound(c, write.session);
    const t = quotationRevision[write.lang];
    const refuse = async (status: 409 | 422, message: string) => {
      const response = await leadPage(c, write.session, id, null, { revisionError: message });
      return new Response(response.body, { status, headers: response.headers });
    };
    const input = revisionSchema(write.lang).safeParse(write.data);
    if (!input.success) return refuse(422, input.error.issues[0]?.message ?? t.errors.line);
    try {
      const issued = await issueRevision(db, row, input.data, write.session.staff.id, {
        siteUrl: env.SITE_URL,
        companyInbox: env.MAIL_TO,
        validDays: env.QUOTE_VALID_DAYS,
        issuer: issuerSettings(env),
      });
      services.nudgeOutbox();
      prerenderQuotation(services, id, issued.version);
      return c.redirect(`/staff/leads/${id}?done=revision&number=${encodeURIComponent(issued.number)}`, 303);
    } catch (error) {
      if (!(error instanceof RevisionRefused)) throw error;
      return refuse(409, error.reason === "accepted" ? t.accepted : t.notIssued);
    }
  });

  // ---- A quotation from a contact or chat lead, with lines of staff's own ----

  app.post("/staff/leads/:id/quotation/new", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const lead = leadId.safeParse(id).success ? await findLead(db, id, write.lang) : undefined;
    if (!lead || (lead.kind !== "contact" && lead.kind !== "chat")) return notFound(c, write.session);
    const t = quotationRevision[write.lang];
    const data = write.data;
    const text = (name: string) => (typeof data[name] === "string" ? (data[name] as string) : "");
    const shown = Math.min(MAX_LINES, Math.max(NEW_ROWS, Number.parseInt(text("rows"), 10) || NEW_ROWS));
    const echo = (rows: number, error: string | null): LeadQuotationForm => ({
      rows: rowsOfForm(data, rows),
      subject: text("subject").slice(0, 120),
      delivery: text("delivery").slice(0, 200),
      notes: text("notes").slice(0, 2000),
      error,
    });
    // "Add rows": the same form back, longer, nothing issued.
    if (text("more"))
      return leadPage(c, write.session, id, null, {
        leadQuotationForm: echo(Math.min(MAX_LINES, shown + NEW_ROWS), null),
      });
    if (!lead.email) return leadPage(c, write.session, id, null, { leadQuotationForm: echo(shown, t.noEmail) });
    const input = revisionSchema(write.lang).safeParse(data);
    if (!input.success)
      return leadPage(c, write.session, id, null, {
        leadQuotationForm: echo(shown, input.error.issues[0]?.message ?? t.errors.line),
      });
    const issued = await issueLeadQuotation(
      db,
      { leadId: lead.id, name: lead.name, email: lead.email, company: lead.company, language: lead.language },
      input.data,
      write.session.staff.id,
      {
        siteUrl: env.SITE_URL,
        companyInbox: env.MAIL_TO,
        validDays: env.QUOTE_VALID_DAYS,
        issuer: issuerSettings(env),
      },
    );
    services.nudgeOutbox();
    prerenderQuotation(services, issued.quoteId, 1);
    return c.redirect(`/staff/leads/${issued.quoteId}?done=quotation&number=${encodeURIComponent(issued.number)}`, 303);
  });

  // ---- A held order (address unconfirmed): staff confirm it with the customer, then here ----

  app.post("/staff/leads/:id/quotation/confirm-order", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const row = await quoteRow(id);
    if (!row) return notFound(c, write.session);
    const confirmed = await confirmHeldOrder(db, row, write.session.staff.id, {
      siteUrl: env.SITE_URL,
      companyInbox: env.MAIL_TO,
    });
    if (confirmed) services.nudgeOutbox();
    return c.redirect(`/staff/leads/${id}?done=${confirmed ? "order-confirmed" : "1"}`, 303);
  });

  // ---- An accepted quote's 請求書: issued once, frozen, emailed with its PDF; then marked paid ----

  app.post("/staff/leads/:id/invoice", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const row = await quoteRow(id);
    if (!row) return notFound(c, write.session);
    const supplyDate = enteredDay(write.data.supplyDate, isoNow(), "supply");
    if (typeof supplyDate === "string") return invoiceRefusal(c, write, id, supplyDate, 422);
    try {
      const issued = await issueInvoice(
        db,
        row,
        write.session.staff.id,
        {
          registrationNumber: env.INVOICE_REGISTRATION_NUMBER,
          bankDetails: env.BANK_TRANSFER_DETAILS,
          paymentTerms: env.INVOICE_PAYMENT_TERMS,
          companyInbox: env.MAIL_TO,
        },
        { supplyDate },
      );
      services.nudgeOutbox();
      // Drawn now in the background (on the renderer's thread), so the email and the first download find it stored.
      storedInvoicePdf(db, services.renderPdf, issued.number).catch((error: unknown) =>
        logger.warn("invoice_prerender_failed", {
          lead: id,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return c.redirect(`/staff/leads/${id}?done=invoice&number=${encodeURIComponent(issued.number)}`, 303);
    } catch (error) {
      if (!(error instanceof InvoiceRefused)) throw error;
      return invoiceRefusal(c, write, id, error.reason, 409);
    }
  });

  /** The lead page again with the invoice section's refusal, in the staff member's language. */
  async function invoiceRefusal(
    c: Context,
    write: { session: StaffSession; lang: Locale },
    id: string,
    reason: keyof (typeof invoiceCopy)["ja"]["refused"],
    status: 409 | 422,
  ) {
    const response = await leadPage(c, write.session, id, null, {
      invoiceError: invoiceCopy[write.lang].refused[reason],
    });
    return new Response(response.body, { status, headers: response.headers });
  }

  app.post("/staff/leads/:id/invoice/paid", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    if (!(await quoteRow(id))) return notFound(c, write.session);
    const paidOn = enteredDay(write.data.paidOn, isoNow(), "paid");
    if (typeof paidOn === "string") return invoiceRefusal(c, write, id, paidOn, 422);
    try {
      await markInvoicePaid(db, id, write.session.staff.id, paidOn);
    } catch (error) {
      if (!(error instanceof InvoiceRefused)) throw error;
      return invoiceRefusal(c, write, id, error.reason, 409);
    }
    return c.redirect(`/staff/leads/${id}?done=paid`, 303);
  });

  // 取消: the invoice in force is voided with a reason; it stays on record and a new one can be issued.
  app.post("/staff/leads/:id/invoice/void", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    if (!(await quoteRow(id))) return notFound(c, write.session);
    const reason = voidReason(write.data.reason);
    if (!reason) return invoiceRefusal(c, write, id, "noReason", 422);
    try {
      await voidInvoice(db, id, write.session.staff.id, reason);
    } catch (error) {
      if (!(error instanceof InvoiceRefused)) throw error;
      return invoiceRefusal(c, write, id, error.reason, 409);
    }
    return c.redirect(`/staff/leads/${id}?done=voided`, 303);
  });

  // The invoice in force's stored bytes, staff only, the same every time (ETag: their SHA-256).
  app.get("/staff/leads/:id/invoice.pdf", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const id = c.req.param("id");
    const found = leadId.safeParse(id).success ? await findInvoice(db, id) : undefined;
    if (!found) return notFound(c, session);
    logger.info("staff_invoice_pdf", { staff: session.staff.id, lead: id });
    return pdfResponse(await storedInvoicePdf(db, services.renderPdf, found.number), "invoice");
  });

  // Any of the quote's invoices by number: a voided one as its copy marked 取消 with the reason.
  app.get("/staff/leads/:id/invoices/:file", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const id = c.req.param("id");
    const number = /^(INV-\d{4}-\d{4,})\.pdf$/.exec(c.req.param("file"))?.[1];
    const found = leadId.safeParse(id).success
      ? (await listInvoices(db, id)).find((invoice) => invoice.number === number)
      : undefined;
    if (!found) return notFound(c, session);
    logger.info("staff_invoice_pdf", { staff: session.staff.id, lead: id });
    const copy = found.voidedAt ? "voided" : "issued";
    return pdfResponse(await storedInvoicePdf(db, services.renderPdf, found.number, copy), "invoice");
  });

  // The current version as the visitor has it (the quote section's link); version 1 is issued now for older quotes.
  app.get("/staff/leads/:id/quotation.pdf", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const id = c.req.param("id");
    const row = await quoteRow(id);
    if (!row || !quotationFacts(row)) return notFound(c, session);
    await ensureFirstVersion(db, row, issuerSettings(env));
    const current = await findVersion(db, id);
    if (!current) return notFound(c, session);
    logger.info("staff_quotation_pdf", { staff: session.staff.id, lead: id });
    return storedPdfResponse(id, current.version);
  });

  // The reply form's "writing a reply" heartbeat (lead-compose-script.ts); 204, nothing to show.
  app.post("/staff/leads/:id/composing", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const lead = leadId.safeParse(id).success ? await findLead(db, id, write.lang) : undefined;
    if (!lead) return notFound(c, write.session);
    await markComposing(db, lead.id, write.session.staff.id);
    return c.body(null, 204);
  });

  // The writer stopped: a held reply cancelled (a form, back to the lead), or the page left (a beacon, 204).
  app.post("/staff/leads/:id/composing/release", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    if (!leadId.safeParse(id).success) return notFound(c, write.session);
    await releaseComposing(db, id, write.session.staff.id);
    return write.data.back === "lead" ? c.redirect(`/staff/leads/${id}`, 303) : c.body(null, 204);
  });

  app.get("/staff/lead-compose.js", (c) =>
    c.body(LEAD_COMPOSE_JS, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );

  // A visitor's attachment: always a download (never shown inline, whatever its type claims), staff only.
  app.get("/staff/leads/:id/attachments/:file", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const id = c.req.param("id");
    const file = c.req.param("file");
    const found =
      leadId.safeParse(id).success && leadId.safeParse(file).success ? await leadAttachment(db, id, file) : undefined;
    if (!found?.content_base64) return notFound(c, session);
    logger.info("staff_attachment_download", { staff: session.staff.id, lead: id });
    return c.body(Buffer.from(found.content_base64, "base64"), 200, {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": contentDisposition(found.file_name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });

  const statusSchema = z.object({ status: z.enum(leadStatuses) });
  const assigneeSchema = z.object({ assignee: z.union([z.literal(""), z.uuid()]) });
  const noteSchema = z.object({ body: z.string().trim().min(1).max(5000) });
  const replySchema = z.object({
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(20000),
    // When the sender's page was rendered; absent (an older page, a script) skips the check for others' replies.
    opened_at: z.iso.datetime().optional(),
    confirm: z.literal("1").optional(),
  });

  /** A write on one lead: the lead must exist, the form must validate; then back to the lead page (303). */
  function leadWrite<T>(
    path: string,
    schema: z.ZodType<T>,
    act: (input: T, lead: NonNullable<Awaited<ReturnType<typeof findLead>>>, session: StaffSession) => Promise<void>,
    done = "saved",
  ) {
    app.post(`/staff/leads/:id/${path}`, async (c) => {
      const write = await staffWrite(c);
      if (write instanceof Response) return write;
      const id = c.req.param("id");
      const lead = leadId.safeParse(id).success ? await findLead(db, id, write.lang) : undefined;
      if (!lead) return notFound(c, write.session);
      const input = schema.safeParse(write.data);
      if (!input.success) {
        const response = await leadPage(c, write.session, id, staffOffice[write.lang].lead.invalid);
        return new Response(response.body, { status: 422, headers: response.headers });
      }
      await act(input.data, lead, write.session);
      return c.redirect(`/staff/leads/${id}?done=${done}`, 303);
    });
  }

  leadWrite("status", statusSchema, (input, lead, session) =>
    setLeadStatus(db, lead.id, session.staff.id, input.status),
  );
  leadWrite("assignee", assigneeSchema, (input, lead, session) =>
    setLeadAssignee(db, lead, session.staff.id, input.assignee || null, env.SITE_URL).then((changed) => {
      if (changed) services.nudgeOutbox();
    }),
  );
  // A person's answer in the chat: stored in the conversation and sent to the streams open on it, in any process.
  // Nobody answers twice: a colleague's answer (chat or email) since the sender's page was opened holds it, with
  // who and when, until the sender confirms.
  const chatReplySchema = z.object({
    body: z.string().trim().min(1).max(4000),
    opened_at: z.iso.datetime().optional(),
    confirm: z.literal("1").optional(),
  });
  app.post("/staff/leads/:id/chat-reply", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const lead = leadId.safeParse(id).success ? await findLead(db, id, write.lang) : undefined;
    if (!lead) return notFound(c, write.session);
    const input = chatReplySchema.safeParse(write.data);
    if (!input.success) {
      const response = await leadPage(c, write.session, id, staffOffice[write.lang].lead.invalid);
      return new Response(response.body, { status: 422, headers: response.headers });
    }
    if (!lead.conversationId) throw ApiError.of(422, "malformed", write.lang, "body");
    const staffId = write.session.staff.id;
    if (!input.data.confirm && input.data.opened_at) {
      const items = await chatReplyConflicts(db, lead.id, staffId, input.data.opened_at);
      if (items.length) {
        logger.info("staff_chat_reply_held", { staff: staffId, lead: lead.id, others: items.length });
        return leadPage(c, write.session, id, null, { chatConflict: { items, body: input.data.body } });
      }
    }
    const { message, delivered } = await sendChatReply(
      db,
      {
        conversationId: lead.conversationId,
        staffId,
        author: write.session.staff.name,
        body: input.data.body,
        now: new Date(),
      },
      {
        staleMs: presenceStaleMs(env.CHAT_STREAM_HEARTBEAT_MS),
        policy: {
          perAddress: env.AUTO_REPLIES_PER_ADDRESS_PER_HOUR,
          quotePerAddress: env.QUOTE_EMAILS_PER_ADDRESS_PER_HOUR,
          perClient: env.AUTO_REPLIES_PER_IP_PER_HOUR,
        },
        siteUrl: env.SITE_URL,
      },
    );
    await handoffBusOf(services).publish(message);
    if (delivered === "emailed") services.nudgeOutbox();
    logger.info("staff_chat_reply", { staff: staffId, lead: lead.id, delivered });
    const done = { connected: "chat", emailed: "chat-emailed", capped: "chat-capped", unreachable: "chat-unreachable" };
    return c.redirect(`/staff/leads/${id}?done=${done[delivered]}`, 303);
  });
  // Staff close the conversation: the visitor's open panel is told at once, and the assistant answers again.
  leadWrite(
    "chat-close",
    z.object({}),
    async (_input, lead, session) => {
      if (!lead.conversationId) throw ApiError.of(422, "malformed", session.staff.language, "body");
      const closedAt = new Date().toISOString();
      if (!(await closeHandoff(db, lead.conversationId, closedAt))) return;
      logger.info("staff_chat_closed", { staff: session.staff.id, lead: lead.id });
      await handoffBusOf(services).publish({ conversationId: lead.conversationId, closedAt });
    },
    "chat-closed",
  );
  leadWrite("notes", noteSchema, (input, lead, session) => addLeadNote(db, lead.id, session.staff.id, input.body));
  /**
   * A reply is stopped, with who and when, when someone else replied on the lead after the
   * sender's page was opened or is writing one now; the page then offers "send anyway".
   */
  app.post("/staff/leads/:id/reply", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const lead = leadId.safeParse(id).success ? await findLead(db, id, write.lang) : undefined;
    if (!lead) return notFound(c, write.session);
    const input = replySchema.safeParse(write.data);
    if (!input.success) {
      const response = await leadPage(c, write.session, id, staffOffice[write.lang].lead.invalid);
      return new Response(response.body, { status: 422, headers: response.headers });
    }
    if (!lead.email) throw ApiError.of(422, "malformed", write.lang, "email");
    const staffId = write.session.staff.id;
    if (!input.data.confirm) {
      const items = await replyConflicts(db, lead.id, staffId, input.data.opened_at ?? isoNow());
      if (items.length) {
        logger.info("staff_reply_held", { staff: staffId, lead: lead.id, others: items.length });
        // The held reply is still being written: colleagues see it until it is sent or cancelled.
        await markComposing(db, lead.id, staffId);
        return leadPage(c, write.session, id, null, {
          conflict: { items, subject: input.data.subject, body: input.data.body },
        });
      }
    }
    await sendLeadReply(db, lead, staffId, input.data, env.MAIL_TO, {
      plusAddressing: Boolean(env.IMAP_URL) && env.IMAP_PLUS_ADDRESSING,
    });
    services.nudgeOutbox();
    return c.redirect(`/staff/leads/${id}?done=reply`, 303);
  });
}
