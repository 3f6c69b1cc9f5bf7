import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ReactNode } from "react";
import { staffOffice } from "../../content/staff-office";
import { isLocale, type Locale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";
import { assertSameOrigin, readBody } from "../http/guards";
import { requestLanguage } from "../http/request-language";
import type { Services } from "../services";
import { StaffDocument, renderStaffHtml } from "./pages/staff-layout";
import { ABSOLUTE_MS, SESSION_COOKIE, readSession, sameToken, type StaffSession } from "./sessions";

/** Double-submit token of the sign-in form (there is no session yet to hold one). */
export const LOGIN_COOKIE = "staff_login";
/** The language of the sign-in page, remembered from the account's choice. */
export const LANGUAGE_COOKIE = "staff_lang";

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

export type StaffRequest = ReturnType<typeof createStaffRequest>;

/** What every staff route shares: rendering, cookies, the session gate and the checks of a write. */
export function createStaffRequest(services: Services, isHttps: (request: Request) => boolean) {
  const { db, env, limits } = services;

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

  return {
    page,
    cookieOptions,
    setSessionCookie,
    loginLanguage,
    fullSession,
    toLogin,
    signedInOf,
    staffWrite,
    notFound,
  };
}
