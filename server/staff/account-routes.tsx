import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { staffOffice } from "../../content/staff-office";
import { isLocale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { logger } from "../logger";
import type { Services } from "../services";
import { AccountPage, type AccountPageProps } from "./pages/account-page";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from "./passwords";
import { recoveryCodesLeft, regenerateRecoveryCodes } from "./recovery-codes";
import { createSession, type StaffSession } from "./sessions";
import { reserveSignInAttempt } from "./sign-in-limits";
import { DEVICE_COOKIE } from "./device-cookie";
import {
  changeOwnPassword,
  disableTotp,
  enableTotp,
  pendingTotpKey,
  setStaffLanguage,
  startTotpEnrolment,
} from "./staff-accounts";
import { LANGUAGE_COOKIE, type StaffRequest } from "./staff-request";
import { totpManualKey, totpQrDataUrl, totpStep } from "./totp";

const currentPassword = z.string().max(MAX_PASSWORD_LENGTH);
const reauthSchema = z.object({ current_password: currentPassword });
const confirmSchema = z.object({ current_password: currentPassword, code: z.string().trim().max(10) });
const passwordSchema = z.object({
  current_password: currentPassword,
  new_password: z.string(),
  new_password_again: z.string(),
});

/** Which flash a redirect back to the account page shows (anything else shows none). */
const doneSchema = z.enum(["1", "totp-off", "password"]).optional().catch(undefined);

/**
 * The account page: language, password, two-step verification and its recovery codes.
 * Every change to how the account signs in asks for the current password again: a
 * session left open on someone's desk must not be enough to take the account over.
 */
export function registerAccountRoutes(app: Hono, services: Services, r: StaffRequest) {
  const { db, env, limits } = services;
  const { page, cookieOptions, fullSession, toLogin, signedInOf, staffWrite, setSessionCookie } = r;

  async function accountPage(
    c: Context,
    session: StaffSession,
    extra: Partial<Pick<AccountPageProps, "flash" | "error" | "newCodes">> = {},
    status: ContentfulStatusCode = 200,
  ) {
    const staff = await db
      .selectFrom("staff_users")
      .selectAll()
      .where("id", "=", session.staff.id)
      .executeTakeFirstOrThrow();
    const pending = pendingTotpKey(staff);
    const totpOn = staff.totp_key !== null;
    return page(
      c,
      <AccountPage
        lang={staff.language}
        signedIn={signedInOf(session)}
        totpOn={totpOn}
        jobTitle={staff.title ?? null}
        enrolment={
          pending ? { manualKey: totpManualKey(pending), qrDataUrl: totpQrDataUrl(pending, staff.email) } : null
        }
        recoveryLeft={totpOn ? await recoveryCodesLeft(db, staff.id) : null}
        {...extra}
      />,
      status,
    );
  }

  /**
   * Checks the current password against the same budgets as signing in (a wrong one is a
   * failed sign-in of the account from this address), so an open session cannot be used
   * to guess it. Returns the page to answer with when it is refused, else null.
   */
  async function reauthenticate(c: Context, session: StaffSession, password: string) {
    const lang = session.staff.language;
    // A known device keeps its own budget here too: strangers using up the account's never block a settings change.
    const device = services.staffDevices.verify(getCookie(c, DEVICE_COOKIE), session.staff.email);
    const attempt = await reserveSignInAttempt(
      limits,
      { email: session.staff.email, ip: clientIp(c, env.TRUST_PROXY), device },
      lang,
    );
    if (attempt.limited) {
      logger.warn("staff_reauth_limited", { budget: attempt.budget });
      const retryAfter = Number(attempt.limited.headers["Retry-After"] ?? 60);
      const minutes = Math.max(1, Math.ceil(retryAfter / 60));
      const response = await accountPage(c, session, { error: staffOffice[lang].login.limited(minutes) }, 429);
      for (const [k, v] of Object.entries(attempt.limited.headers)) response.headers.set(k, v);
      return response;
    }
    const stored = await db
      .selectFrom("staff_users")
      .select("password_hash")
      .where("id", "=", session.staff.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(stored.password_hash, password))) {
      logger.info("staff_reauth_failed", { staff: session.staff.id });
      return accountPage(c, session, { error: staffOffice[lang].account.wrongPassword }, 401);
    }
    // A right password gives its points back but does not forget this address's earlier failures.
    await attempt.succeeded(false);
    return null;
  }

  app.get("/staff/account", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const done = doneSchema.parse(c.req.query("done"));
    const copy = staffOffice[session.staff.language];
    const flash =
      done === "1"
        ? copy.lead.saved
        : done === "totp-off"
          ? copy.account.totpDisabled
          : done
            ? copy.account.passwordChanged
            : null;
    return accountPage(c, session, { flash });
  });

  app.post("/staff/account/language", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const language = isLocale(write.data.language) ? write.data.language : write.lang;
    await setStaffLanguage(db, write.session.staff.id, language);
    setCookie(c, LANGUAGE_COOKIE, language, { ...cookieOptions(c), maxAge: 400 * 86400 });
    return c.redirect("/staff/account?done=1", 303);
  });

  // The job title under the name in reply signatures; empty clears it.
  app.post("/staff/account/title", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const input = z
      .string()
      .trim()
      .max(60)
      .safeParse(write.data.title ?? "");
    if (!input.success) throw ApiError.of(422, "malformed", write.lang, "title");
    await db
      .updateTable("staff_users")
      .set({ title: input.data || null, updated_at: new Date().toISOString() })
      .where("id", "=", write.session.staff.id)
      .execute();
    return c.redirect("/staff/account?done=1", 303);
  });

  app.post("/staff/account/password", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const a = staffOffice[write.lang].account;
    const input = passwordSchema.safeParse(write.data);
    if (!input.success) return accountPage(c, write.session, { error: a.invalid }, 422);
    const { current_password, new_password, new_password_again } = input.data;
    // The new password's rules first: a form the server would refuse anyway spends no sign-in attempt.
    const problem =
      [...new_password].length < MIN_PASSWORD_LENGTH
        ? a.passwordTooShort(MIN_PASSWORD_LENGTH)
        : new_password.length > MAX_PASSWORD_LENGTH
          ? a.passwordTooLong(MAX_PASSWORD_LENGTH)
          : new_password !== new_password_again
            ? a.passwordMismatch
            : null;
    if (problem) return accountPage(c, write.session, { error: problem }, 422);
    const refused = await reauthenticate(c, write.session, current_password);
    if (refused) return refused;
    // Every session of the account ends (a thief's too); this browser gets a new one.
    await changeOwnPassword(db, write.session.staff.id, new_password);
    const fresh = await createSession(db, write.session.staff.id, false);
    setSessionCookie(c, fresh.id);
    logger.info("staff_password_changed", { staff: write.session.staff.id });
    return c.redirect("/staff/account?done=password", 303);
  });

  app.post("/staff/account/totp/start", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    if (write.session.staff.totp_key === null) await startTotpEnrolment(db, write.session.staff.id);
    return c.redirect("/staff/account#totp", 303);
  });

  app.post("/staff/account/totp/cancel", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    // With nothing enrolled yet, turning off only drops the pending key.
    if (write.session.staff.totp_key === null) await disableTotp(db, write.session.staff.id);
    return c.redirect("/staff/account#totp", 303);
  });

  app.post("/staff/account/totp/confirm", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const a = staffOffice[write.lang].account;
    const input = confirmSchema.safeParse(write.data);
    if (!input.success) return accountPage(c, write.session, { error: a.invalid }, 422);
    // The key is the one the server generated and kept: nothing the browser sends can choose it.
    const pending = pendingTotpKey(write.session.staff);
    if (!pending) return accountPage(c, write.session, { error: a.totpExpired }, 422);
    const refused = await reauthenticate(c, write.session, input.data.current_password);
    if (refused) return refused;
    const step = totpStep(pending, input.data.code);
    if (step === null) return accountPage(c, write.session, { error: staffOffice[write.lang].login.codeFailed }, 422);
    const codes = await enableTotp(db, write.session.staff.id, pending, step);
    if (!codes) return accountPage(c, write.session, { error: a.totpExpired }, 422);
    logger.info("staff_totp_enabled", { staff: write.session.staff.id });
    return accountPage(c, write.session, { flash: a.totpEnabled, newCodes: codes });
  });

  app.post("/staff/account/totp/disable", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const input = reauthSchema.safeParse(write.data);
    if (!input.success) return accountPage(c, write.session, { error: staffOffice[write.lang].account.invalid }, 422);
    const refused = await reauthenticate(c, write.session, input.data.current_password);
    if (refused) return refused;
    await disableTotp(db, write.session.staff.id);
    logger.info("staff_totp_disabled", { staff: write.session.staff.id });
    return c.redirect("/staff/account?done=totp-off", 303);
  });

  app.post("/staff/account/recovery-codes", async (c) => {
    const write = await staffWrite(c);
    if (write instanceof Response) return write;
    const a = staffOffice[write.lang].account;
    const input = reauthSchema.safeParse(write.data);
    if (!input.success || write.session.staff.totp_key === null)
      return accountPage(c, write.session, { error: a.invalid }, 422);
    const refused = await reauthenticate(c, write.session, input.data.current_password);
    if (refused) return refused;
    const codes = await regenerateRecoveryCodes(db, write.session.staff.id);
    logger.info("staff_recovery_codes_replaced", { staff: write.session.staff.id });
    return accountPage(c, write.session, { newCodes: codes });
  });
}
