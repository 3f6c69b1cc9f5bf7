import type { Context, Hono } from "hono";
import { z } from "zod";
import { staffOffice } from "../../content/staff-office";
import { ApiError, errorJson } from "../http/api-error";
import { requestLanguage } from "../http/request-language";
import { logger } from "../logger";
import type { Services } from "../services";
import { CSV_BOM, csvLine } from "./csv";
import { allInboxRows, inboxFilterSchema, inboxPage, leadStatuses } from "./inbox-query";
import { addLeadNote, sendLeadReply, setLeadAssignee, setLeadStatus } from "./lead-actions";
import { findLead, leadWorkflow } from "./lead-record";
import { InboxPage } from "./pages/inbox-page";
import { LeadPage } from "./pages/lead-page";
import { quotationRevision } from "../../content/quotation-revision";
import { issueRevision, revisionSchema, RevisionRefused } from "../quotes/quotation-revisions";
import {
  allVersions,
  ensureFirstVersion,
  findVersion,
  prerenderQuotation,
  storedPdf,
} from "../quotes/quotation-versions";
import { formatWhen } from "./pages/staff-layout";
import type { StaffSession } from "./sessions";
import type { StaffRequest } from "./staff-request";

const leadId = z.uuid();

/** The inbox, its JSON and CSV forms, and each lead's page and writes. */
export function registerOfficeRoutes(app: Hono, services: Services, r: StaffRequest) {
  const { db, env } = services;
  const { page, fullSession, toLogin, signedInOf, staffWrite, notFound } = r;

  app.get("/staff", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const filter = inboxFilterSchema.parse(c.req.query());
    const { rows, next } = await inboxPage(db, filter);
    return page(
      c,
      <InboxPage
        lang={session.staff.language}
        signedIn={signedInOf(session)}
        filter={filter}
        rows={rows}
        next={next}
      />,
    );
  });

  app.get("/staff/api/leads", async (c) => {
    const session = await fullSession(c);
    if (!session) return errorJson(c, ApiError.of(401, "unauthorized", requestLanguage(c.req.raw)));
    const result = await inboxPage(db, inboxFilterSchema.parse(c.req.query()));
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
        t.lead.reference,
        columns.name,
        columns.email,
        t.lead.company,
        t.inbox.language,
        columns.summary,
      ]);
    for await (const row of allInboxRows(db, filter))
      text += csvLine([
        formatWhen(row.created_at, lang),
        row.unconfirmed ? `${t.kinds[row.kind]} (${t.unconfirmed})` : t.kinds[row.kind],
        t.statuses[row.status] ?? row.status,
        row.reference,
        row.name,
        row.email,
        row.company,
        row.language,
        row.summary,
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
    revisionError?: string | null,
  ) {
    const lang = session.staff.language;
    const lead = leadId.safeParse(id).success ? await findLead(db, id, lang) : undefined;
    if (!lead) return notFound(c, session);
    const workflow = await leadWorkflow(db, lead);
    const quotation = lead.kind === "quote" ? await quotationOf(id, revisionError) : undefined;
    return page(
      c,
      <LeadPage
        lang={lang}
        signedIn={signedInOf(session)}
        lead={lead}
        workflow={workflow}
        flash={flash}
        quotation={quotation}
      />,
    );
  }

  /** A completed quote's issued versions (version 1 is issued now for a quote completed before they were kept). */
  async function quotationOf(id: string, error?: string | null) {
    const row = await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    await ensureFirstVersion(db, row, env.INVOICE_REGISTRATION_NUMBER);
    const versions = await allVersions(db, id);
    return versions.length ? { versions, accepted: Boolean(row.accepted_at), error } : undefined;
  }

  app.get("/staff/leads/:id", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const done = c.req.query("done");
    const l = staffOffice[session.staff.language].lead;
    const revised = c.req.query("number");
    const flash =
      done === "reply"
        ? l.replyQueued
        : done === "revision" && revised && /^Q-\d{4}-\d{4,}-\d+$/.test(revised)
          ? quotationRevision[session.staff.language].issued(revised)
          : done
            ? l.saved
            : null;
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
    const pdf = await storedPdf(db, services.renderPdf, id, found.version);
    return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${found.number}.pdf"`,
        "Cache-Control": "no-store",
        ETag: `"${pdf.sha256}"`,
      },
    });
  });

  app.post("/staff/leads/:id/quotation/revise", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const id = c.req.param("id");
    const row = leadId.safeParse(id).success
      ? await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!row) return notFound(c, write.session);
    const t = quotationRevision[write.lang];
    const refuse = async (status: 409 | 422, message: string) => {
      const response = await leadPage(c, write.session, id, null, message);
      return new Response(response.body, { status, headers: response.headers });
    };
    const input = revisionSchema(write.lang).safeParse(write.data);
    if (!input.success) return refuse(422, input.error.issues[0]?.message ?? t.errors.line);
    try {
      const issued = await issueRevision(db, row, input.data, write.session.staff.id, {
        siteUrl: env.SITE_URL,
        companyInbox: env.MAIL_TO,
        validDays: env.QUOTE_VALID_DAYS,
        registrationNumber: env.INVOICE_REGISTRATION_NUMBER,
      });
      services.nudgeOutbox();
      prerenderQuotation(services, id, issued.version);
      return c.redirect(`/staff/leads/${id}?done=revision&number=${encodeURIComponent(issued.number)}`, 303);
    } catch (error) {
      if (!(error instanceof RevisionRefused)) throw error;
      return refuse(409, error.reason === "accepted" ? t.accepted : t.notIssued);
    }
  });

  const statusSchema = z.object({ status: z.enum(leadStatuses) });
  const assigneeSchema = z.object({ assignee: z.union([z.literal(""), z.uuid()]) });
  const noteSchema = z.object({ body: z.string().trim().min(1).max(5000) });
  const replySchema = z.object({
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(20000),
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
    setLeadAssignee(db, lead.id, session.staff.id, input.assignee || null),
  );
  leadWrite("notes", noteSchema, (input, lead, session) => addLeadNote(db, lead.id, session.staff.id, input.body));
  leadWrite(
    "reply",
    replySchema,
    async (input, lead, session) => {
      if (!lead.email) throw ApiError.of(422, "malformed", session.staff.language, "email");
      await sendLeadReply(db, lead, session.staff.id, input, env.MAIL_TO);
      services.nudgeOutbox();
    },
    "reply",
  );
}
