import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ReactNode } from "react";
import { z } from "zod";
import { staffOffice } from "../../app/content/staff-office";
import { isLocale, type Locale } from "../../app/i18n/locales";
import { htmlCsp } from "../csp.server";
import { ApiError, errorJson } from "../http/api-error.server";
import { clientIp } from "../http/client-ip.server";
import { assertSameOrigin, readBody } from "../http/guards.server";
import { requestLanguage } from "../http/request-language.server";
import { logger } from "../logger.server";
import type { Services } from "../services.server";
import { CSV_BOM, csvLine } from "./csv.server";
import { allInboxRows, inboxFilterSchema, inboxPage, leadStatuses } from "./inbox-query.server";
import { addLeadNote, sendLeadReply, setLeadAssignee, setLeadStatus } from "./lead-actions.server";
import { findLead, leadWorkflow } from "./lead-record.server";
import { AccountPage } from "./pages/account-page.server";
import { InboxPage } from "./pages/inbox-page.server";
import { LeadPage } from "./pages/lead-page.server";
import { LoginPage } from "./pages/login-page.server";
import { StaffDocument, formatWhen, renderStaffHtml } from "./pages/staff-layout.server";
import { verifyPassword } from "./passwords.server";
import {
  ABSOLUTE_MS,
  SESSION_COOKIE,
  createSession,
  endAllSessions,
  endSession,
  hashSessionId,
  randomToken,
  readSession,
  sameToken,
  type StaffSession,
} from "./sessions.server";
import { findStaffByEmail, setStaffLanguage, setStaffTotpKey } from "./staff-accounts.server";
import { STAFF_CSS } from "./staff-css.server";
import { newTotpKey, totpQrDataUrl, verifyTotp } from "./totp.server";

/** Double-submit token of the sign-in form (there is no session yet to hold one). */
const LOGIN_COOKIE = "staff_login";
/** The language of the sign-in page, remembered from the account's choice. */
const LANGUAGE_COOKIE = "staff_lang";
const leadId = z.uuid();

/** Where to go after signing in: only a path inside the staff office, never another host. */
export function safeNext(next: unknown): string {
  if (typeof next !== "string" || !next.startsWith("/staff") || next.length > 2000) return "/staff";
  if (/[\\\s]/.test(next) || next.startsWith("/staff//")) return "/staff";
  try {
    const url = new URL(next, "http://x.invalid");
    return url.origin === "http://x.invalid" && url.pathname.startsWith("/staff") ? next : "/staff";
  } catch {
    return "/staff";
  }
}

/**
 * The staff office (docs/decisions/015-staff-sessions.md): server-rendered pages
 * and plain form posts under /staff, the session cookie scoped to /staff, a JSON
 * view of the inbox under /staff/api, and 401 JSON for /api/staff/*.
 */
export function registerStaffRoutes(app: Hono, services: Services, isHttps: (request: Request) => boolean) {
  const { db, env, limits } = services;

  const staffHeaders = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    if ((c.res.headers.get("content-type") ?? "").includes("text/html"))
      c.res.headers.set("Content-Security-Policy", htmlCsp([], { frameOrigins: [], https: isHttps(c.req.raw) }));
  };
  app.use("/staff", staffHeaders);
  app.use("/staff/*", staffHeaders);
  app.use("/api/staff", staffHeaders);
  app.use("/api/staff/*", staffHeaders);

  const page = (c: Context, element: ReactNode, status: ContentfulStatusCode = 200) =>
    c.html(renderStaffHtml(element), status);

  const cookieOptions = (c: Context) =>
    ({ path: "/staff", httpOnly: true, secure: isHttps(c.req.raw), sameSite: "Lax" }) as const;

  function setSessionCookie(c: Context, id: string) {
    setCookie(c, SESSION_COOKIE, id, { ...cookieOptions(c), maxAge: ABSOLUTE_MS / 1000 });
  }

  function loginLanguage(c: Context): Locale {
    const saved = getCookie(c, LANGUAGE_COOKIE);
    return isLocale(saved) ? saved : requestLanguage(c.req.raw);
  }

  /** The signed-in session (password and, when enrolled, the code both checked), or null. */
  async function fullSession(c: Context): Promise<StaffSession | null> {
    const session = await readSession(db, getCookie(c, SESSION_COOKIE));
    return session && !session.secondFactorPending ? session : null;
  }

  function toLogin(c: Context) {
    const url = new URL(c.req.url);
    const next = c.req.method === "GET" ? `${url.pathname}${url.search}` : "/staff";
    return c.redirect(`/staff/login?next=${encodeURIComponent(safeNext(next))}`, 303);
  }

  const signedInOf = (session: StaffSession) => ({ name: session.staff.name, csrfToken: session.csrfToken });

  /** A state-changing staff request: signed in, same origin, the session's CSRF token, within the write budget. */
  async function staffWrite(
    c: Context,
  ): Promise<{ session: StaffSession; data: Record<string, unknown>; lang: Locale } | Response> {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const lang = session.staff.language;
    assertSameOrigin(c.req.raw, env.SITE_URL, lang);
    const { data } = await readBody(c.req.raw, lang);
    if (typeof data.csrf !== "string" || !sameToken(data.csrf, session.csrfToken))
      throw ApiError.of(403, "csrfInvalid", lang);
    await limits.consume("staffWrite", session.staff.id, lang);
    return { session, data, lang };
  }

  app.get("/staff/staff.css", (c) => c.body(STAFF_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }));

  // ---- Sign-in ----

  function loginForm(
    c: Context,
    lang: Locale,
    next: string,
    error?: string | null,
    status: ContentfulStatusCode = 200,
  ) {
    const csrf = randomToken();
    setCookie(c, LOGIN_COOKIE, csrf, { ...cookieOptions(c), sameSite: "Strict", maxAge: 3600 });
    const flash = c.req.query("out") !== undefined ? staffOffice[lang].login.loggedOut : null;
    return page(
      c,
      <LoginPage lang={lang} csrf={csrf} next={next} step="password" error={error} flash={flash} />,
      status,
    );
  }

  app.get("/staff/login", async (c) => {
    const next = safeNext(c.req.query("next"));
    if (await fullSession(c)) return c.redirect(next, 303);
    return loginForm(c, loginLanguage(c), next);
  });

  app.post("/staff/login", async (c) => {
    const lang = loginLanguage(c);
    const t = staffOffice[lang].login;
    assertSameOrigin(c.req.raw, env.SITE_URL, lang);
    const { data } = await readBody(c.req.raw, lang);
    const next = safeNext(data.next);
    const cookieToken = getCookie(c, LOGIN_COOKIE);
    if (typeof data.csrf !== "string" || !cookieToken || !sameToken(data.csrf, cookieToken))
      return loginForm(c, lang, next, t.expired, 403);
    const email = typeof data.email === "string" ? data.email.trim().toLowerCase().slice(0, 254) : "";
    const password = typeof data.password === "string" ? data.password : "";
    try {
      await limits.consume("staffLoginIp", clientIp(c, env.TRUST_PROXY), lang);
      // The account's counter is keyed by a hash: the rate-limit store never holds the address.
      await limits.consume("staffLoginAccount", createHash("sha256").update(email).digest("base64url"), lang);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      logger.warn("staff_login_limited", {});
      const response = loginForm(c, lang, next, t.limited, 429);
      for (const [k, v] of Object.entries(error.headers)) response.headers.set(k, v);
      return response;
    }
    const staff = email ? await findStaffByEmail(db, email) : undefined;
    const usable = staff && !staff.disabled_at ? staff : undefined;
    // An unknown or disabled account verifies a dummy hash: the same answer in the same time as a wrong password.
    const ok = await verifyPassword(usable?.password_hash ?? null, password);
    if (!ok || !usable) {
      logger.info("staff_login_failed", {});
      return loginForm(c, lang, next, t.failed, 401);
    }
    // A new session id at every sign-in (never the one the browser came with).
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await endSession(db, hashSessionId(previous));
    const session = await createSession(db, usable.id, usable.totp_key !== null);
    setSessionCookie(c, session.id);
    deleteCookie(c, LOGIN_COOKIE, { path: "/staff" });
    setCookie(c, LANGUAGE_COOKIE, usable.language, { ...cookieOptions(c), maxAge: 400 * 86400 });
    if (usable.totp_key) return c.redirect(`/staff/login/code?next=${encodeURIComponent(next)}`, 303);
    logger.info("staff_login", { staff: usable.id });
    return c.redirect(next, 303);
  });

  app.get("/staff/login/code", async (c) => {
    const session = await readSession(db, getCookie(c, SESSION_COOKIE));
    const next = safeNext(c.req.query("next"));
    if (!session?.secondFactorPending) return c.redirect(`/staff/login?next=${encodeURIComponent(next)}`, 303);
    return page(c, <LoginPage lang={session.staff.language} csrf={session.csrfToken} next={next} step="code" />);
  });

  app.post("/staff/login/code", async (c) => {
    const session = await readSession(db, getCookie(c, SESSION_COOKIE));
    if (!session?.secondFactorPending || !session.staff.totp_key) return c.redirect("/staff/login", 303);
    const lang = session.staff.language;
    assertSameOrigin(c.req.raw, env.SITE_URL, lang);
    const { data } = await readBody(c.req.raw, lang);
    const next = safeNext(data.next);
    if (typeof data.csrf !== "string" || !sameToken(data.csrf, session.csrfToken))
      throw ApiError.of(403, "csrfInvalid", lang);
    await limits.consume("staffLoginIp", clientIp(c, env.TRUST_PROXY), lang);
    await limits.consume("staffLoginAccount", session.staff.id, lang);
    const code = typeof data.code === "string" ? data.code.trim() : "";
    if (!verifyTotp(session.staff.totp_key, code)) {
      logger.info("staff_login_failed", { step: "code" });
      const t = staffOffice[lang].login;
      return page(
        c,
        <LoginPage lang={lang} csrf={session.csrfToken} next={next} step="code" error={t.codeFailed} />,
        401,
      );
    }
    await endSession(db, session.idHash);
    const full = await createSession(db, session.staff.id, false);
    setSessionCookie(c, full.id);
    logger.info("staff_login", { staff: session.staff.id });
    return c.redirect(next, 303);
  });

  app.post("/staff/logout", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    await endSession(db, write.session.idHash);
    deleteCookie(c, SESSION_COOKIE, { path: "/staff" });
    logger.info("staff_logout", { staff: write.session.staff.id });
    return c.redirect("/staff/login?out=1", 303);
  });

  app.post("/staff/logout-everywhere", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    await endAllSessions(db, write.session.staff.id);
    deleteCookie(c, SESSION_COOKIE, { path: "/staff" });
    logger.info("staff_logout_everywhere", { staff: write.session.staff.id });
    return c.redirect("/staff/login?out=1", 303);
  });

  // ---- Inbox, export, JSON ----

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
        t.kinds[row.kind],
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

  async function leadPage(c: Context, session: StaffSession, id: string, flash?: string | null) {
    const lang = session.staff.language;
    const lead = leadId.safeParse(id).success ? await findLead(db, id, lang) : undefined;
    if (!lead) return notFound(c, session);
    const workflow = await leadWorkflow(db, lead);
    return page(
      c,
      <LeadPage lang={lang} signedIn={signedInOf(session)} lead={lead} workflow={workflow} flash={flash} />,
    );
  }

  function notFound(c: Context, session: StaffSession) {
    const lang = session.staff.language;
    return page(
      c,
      <StaffDocument lang={lang} title={staffOffice[lang].errors.notFound} signedIn={signedInOf(session)}>
        <p>
          <a href="/staff">{staffOffice[lang].lead.back}</a>
        </p>
      </StaffDocument>,
      404,
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

  // ---- Account ----

  async function accountPage(
    c: Context,
    session: StaffSession,
    extra: Partial<Parameters<typeof AccountPage>[0]> = {},
  ) {
    const fresh = await readSession(db, getCookie(c, SESSION_COOKIE));
    const staff = fresh?.staff ?? session.staff;
    return page(
      c,
      <AccountPage lang={staff.language} signedIn={signedInOf(session)} totpOn={staff.totp_key !== null} {...extra} />,
      extra.error ? 422 : 200,
    );
  }

  app.get("/staff/account", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    return accountPage(c, session, {
      flash: c.req.query("done") ? staffOffice[session.staff.language].lead.saved : null,
    });
  });

  app.post("/staff/account/language", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const language = isLocale(write.data.language) ? write.data.language : write.lang;
    await setStaffLanguage(db, write.session.staff.id, language);
    setCookie(c, LANGUAGE_COOKIE, language, { ...cookieOptions(c), maxAge: 400 * 86400 });
    return c.redirect("/staff/account?done=1", 303);
  });

  app.post("/staff/account/totp/start", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const key = newTotpKey();
    return accountPage(c, write.session, {
      enrolment: { key, qrDataUrl: totpQrDataUrl(key, write.session.staff.email) },
    });
  });

  app.post("/staff/account/totp/confirm", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const key = typeof write.data.key === "string" ? write.data.key : "";
    const code = typeof write.data.code === "string" ? write.data.code.trim() : "";
    if (!verifyTotp(key, code))
      return accountPage(c, write.session, {
        enrolment: /^[A-Za-z0-9+/]{27}=$/.test(key)
          ? { key, qrDataUrl: totpQrDataUrl(key, write.session.staff.email) }
          : null,
        error: staffOffice[write.lang].login.codeFailed,
      });
    await setStaffTotpKey(db, write.session.staff.id, key);
    logger.info("staff_totp_enabled", { staff: write.session.staff.id });
    return c.redirect("/staff/account?done=1", 303);
  });

  app.post("/staff/account/totp/disable", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    await setStaffTotpKey(db, write.session.staff.id, null);
    logger.info("staff_totp_disabled", { staff: write.session.staff.id });
    return c.redirect("/staff/account?done=1", 303);
  });

  // ---- Everything else under /staff and /api/staff ----

  app.all("/staff/api/*", async (c) => {
    const session = await fullSession(c);
    const lang = session?.staff.language ?? requestLanguage(c.req.raw);
    return errorJson(c, ApiError.of(session ? 404 : 401, session ? "notFound" : "unauthorized", lang));
  });
  // The session cookie is scoped to /staff, so a request here never carries it: the staff API lives at /staff/api.
  app.all("/api/staff", (c) => errorJson(c, ApiError.of(401, "unauthorized", requestLanguage(c.req.raw))));
  app.all("/api/staff/*", (c) => errorJson(c, ApiError.of(401, "unauthorized", requestLanguage(c.req.raw))));
  app.all("/staff/*", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    return notFound(c, session);
  });
}
