import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { staffOffice } from "../../content/staff-office";
import { isLocale } from "../../domain/i18n/locales";
import { logger } from "../logger";
import type { Services } from "../services";
import { AccountPage } from "./pages/account-page";
import { SESSION_COOKIE, readSession, type StaffSession } from "./sessions";
import { setStaffLanguage, setStaffTotpKey } from "./staff-accounts";
import { LANGUAGE_COOKIE, type StaffRequest } from "./staff-request";
import { newTotpKey, totpQrDataUrl, totpStep } from "./totp";

/** The account page: language, TOTP enrolment. */
export function registerAccountRoutes(app: Hono, services: Services, r: StaffRequest) {
  const { db } = services;
  const { page, cookieOptions, fullSession, toLogin, signedInOf, staffWrite } = r;

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
    const step = totpStep(key, code);
    if (step === null)
      return accountPage(c, write.session, {
        enrolment: /^[A-Za-z0-9+/]{27}=$/.test(key)
          ? { key, qrDataUrl: totpQrDataUrl(key, write.session.staff.email) }
          : null,
        error: staffOffice[write.lang].login.codeFailed,
      });
    await setStaffTotpKey(db, write.session.staff.id, key, step);
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
}
