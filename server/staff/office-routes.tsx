import type { Context, Hono } from "hono";
import { z } from "zod";
import { staffOffice } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { ApiError, errorJson } from "../http/api-error";
import { requestLanguage } from "../http/request-language";
import { logger } from "../logger";
import type { Services } from "../services";
import { CSV_BOM, csvLine } from "./csv";
import { allInboxRows, inboxFilterSchema, inboxPage, leadStatuses } from "./inbox-query";
import { addLeadNote, sendLeadReply, setLeadAssignee, setLeadStatus } from "./lead-actions";
import { findLead, leadWorkflow } from "./lead-record";
import { groupKeyPattern, groupLeads } from "./people";
import { InboxPage } from "./pages/inbox-page";
import { LeadPage } from "./pages/lead-page";
import { PersonPage } from "./pages/person-page";
import { applyBulk, inboxCounts, markLeadRead, parseBulkForm } from "./triage";
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
    const viewer = { staffId: session.staff.id };
    const [{ rows, next }, counts, staff] = await Promise.all([
      inboxPage(db, filter, 50, viewer),
      inboxCounts(db, session.staff.id),
      activeStaff(),
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
        t.lead.company,
        t.inbox.language,
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

  async function leadPage(c: Context, session: StaffSession, id: string, flash?: string | null) {
    const lang = session.staff.language;
    const lead = leadId.safeParse(id).success ? await findLead(db, id, lang) : undefined;
    if (!lead) return notFound(c, session);
    const [workflow] = await Promise.all([leadWorkflow(db, lead), markLeadRead(db, lead.id, session.staff.id)]);
    return page(
      c,
      <LeadPage lang={lang} signedIn={signedInOf(session)} lead={lead} workflow={workflow} flash={flash} />,
    );
  }

  app.get("/staff/leads/:id", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const done = c.req.query("done");
    const l = staffOffice[session.staff.language].lead;
    return leadPage(c, session, c.req.param("id"), done === "reply" ? l.replyQueued : done ? l.saved : null);
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
    setLeadAssignee(db, lead, session.staff.id, input.assignee || null, env.SITE_URL).then((changed) => {
      if (changed) services.nudgeOutbox();
    }),
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
