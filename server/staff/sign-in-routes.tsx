import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { staffOffice } from "../../content/staff-office";
import type { Locale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, readBody } from "../http/guards";
import { logger } from "../logger";
import type { Services } from "../services";
import { LoginPage } from "./pages/login-page";
import { verifyPassword } from "./passwords";
import {
  SESSION_COOKIE,
  createSession,
  endAllSessions,
  endSession,
  hashSessionId,
  randomToken,
  readSession,
  sameToken,
} from "./sessions";
import { reserveSignInAttempt, type SignInAttempt } from "./sign-in-limits";
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS } from "./device-cookie";
import { claimTotpStep, findStaffByEmail } from "./staff-accounts";
import { LANGUAGE_COOKIE, LOGIN_COOKIE, safeNext, type StaffRequest } from "./staff-request";
import { spendRecoveryCode } from "./recovery-codes";
import { totpStep } from "./totp";

/** The second step's form: the app's 6-digit code, or one recovery code (the login page has a form for each). */
const secondFactorSchema = z.union([
  z.object({ recovery: z.string().trim().min(1).max(40) }),
  z.object({ code: z.string().trim().max(10) }),
]);

/** Sign-in (password, then the TOTP code when enrolled), logout and logout everywhere. */
export function registerSignInRoutes(app: Hono, services: Services, r: StaffRequest) {
  const { db, env, limits } = services;
  const { page, cookieOptions, setSessionCookie, loginLanguage, fullSession, staffWrite } = r;

  /** After a complete sign-in: this browser is a known device of the account (renewed, same id, when it was one). */
  function rememberDevice(c: Context, email: string, device: string | null) {
    setCookie(c, DEVICE_COOKIE, services.staffDevices.issue(email, device ?? undefined), {
      ...cookieOptions(c),
      maxAge: DEVICE_MAX_AGE_SECONDS,
    });
  }

  /** The form again with the wait in words, a 429 and the limiter's Retry-After. */
  function limitedAnswer(
    attempt: Extract<SignInAttempt, { limited: ApiError }>,
    show: (message: string) => Response,
    lang: Locale,
  ) {
    logger.warn("staff_login_limited", { budget: attempt.budget });
    const retryAfter = Number(attempt.limited.headers["Retry-After"] ?? 60);
    const response = show(staffOffice[lang].login.limited(Math.max(1, Math.ceil(retryAfter / 60))));
    for (const [k, v] of Object.entries(attempt.limited.headers)) response.headers.set(k, v);
    return response;
  }

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
    const device = services.staffDevices.verify(getCookie(c, DEVICE_COOKIE), email);
    const attempt = await reserveSignInAttempt(limits, { email, ip: clientIp(c, env.TRUST_PROXY), device }, lang);
    if (attempt.limited) return limitedAnswer(attempt, (error) => loginForm(c, lang, next, error, 429), lang);
    const staff = email ? await findStaffByEmail(db, email) : undefined;
    const usable = staff && !staff.disabled_at ? staff : undefined;
    // An unknown or disabled account verifies a dummy hash: the same answer in the same time as a wrong password.
    const ok = await verifyPassword(usable?.password_hash ?? null, password);
    if (!ok || !usable) {
      logger.info("staff_login_failed", {});
      return loginForm(c, lang, next, t.failed, 401);
    }
    await attempt.succeeded(usable.totp_key === null);
    // A new session id at every sign-in (never the one the browser came with).
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await endSession(db, hashSessionId(previous));
    const session = await createSession(db, usable.id, usable.totp_key !== null);
    setSessionCookie(c, session.id);
    deleteCookie(c, LOGIN_COOKIE, { path: "/staff" });
    setCookie(c, LANGUAGE_COOKIE, usable.language, { ...cookieOptions(c), maxAge: 400 * 86400 });
    if (usable.totp_key) return c.redirect(`/staff/login/code?next=${encodeURIComponent(next)}`, 303);
    rememberDevice(c, usable.email, device);
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
    const codeForm = (error: string, status: ContentfulStatusCode) =>
      page(c, <LoginPage lang={lang} csrf={session.csrfToken} next={next} step="code" error={error} />, status);
    // The same budgets as the password: a failed code is a failed sign-in of the account from this address.
    const device = services.staffDevices.verify(getCookie(c, DEVICE_COOKIE), session.staff.email);
    const attempt = await reserveSignInAttempt(
      limits,
      { email: session.staff.email, ip: clientIp(c, env.TRUST_PROXY), device },
      lang,
    );
    if (attempt.limited) return limitedAnswer(attempt, (error) => codeForm(error, 429), lang);
    const input = secondFactorSchema.safeParse(data);
    if (!input.success) {
      await attempt.succeeded(false);
      return codeForm(staffOffice[lang].login.codeFailed, 422);
    }
    if ("recovery" in input.data) {
      // A recovery code instead of the app's code: the same budgets, and each code works once.
      if (!(await spendRecoveryCode(db, session.staff.id, input.data.recovery))) {
        logger.info("staff_login_failed", { step: "recovery" });
        return codeForm(staffOffice[lang].login.recoveryFailed, 401);
      }
      logger.info("staff_recovery_code_used", { staff: session.staff.id });
    } else {
      const step = totpStep(session.staff.totp_key, input.data.code);
      if (step === null || !(await claimTotpStep(db, session.staff.id, step))) {
        logger.info("staff_login_failed", { step: "code" });
        return codeForm(staffOffice[lang].login.codeFailed, 401);
      }
    }
    await attempt.succeeded(true);
    await endSession(db, session.idHash);
    const full = await createSession(db, session.staff.id, false);
    setSessionCookie(c, full.id);
    rememberDevice(c, session.staff.email, device);
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
}
