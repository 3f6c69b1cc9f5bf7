import { staffOffice } from "../../../content/staff-office";
import { staffSeal } from "../../../content/staff-seal";
import type { Locale } from "../../../domain/i18n/locales";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../passwords";
import { CsrfField, StaffDocument, type SignedIn } from "./staff-layout";

export interface AccountPageProps {
  lang: Locale;
  signedIn: SignedIn;
  totpOn: boolean;
  /** The key being set up, as QR code and base32 for typing in; the server keeps the key itself. */
  enrolment?: { manualKey: string; qrDataUrl: string } | null;
  /** Unused recovery codes, while two-step verification is on. */
  recoveryLeft?: number | null;
  /** Recovery codes just made: shown on this answer only, never again. */
  newCodes?: string[] | null;
  flash?: string | null;
  error?: string | null;
  /** The job title that signs this staff member's replies. */
  jobTitle?: string | null;
}

/** A current-password field: each form that changes how the account signs in has one, with its own id. */
function CurrentPassword({ id, label, describedBy }: { id: string; label: string; describedBy?: string }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={MAX_PASSWORD_LENGTH}
        aria-describedby={describedBy}
      />
    </>
  );
}

/** The account page: language, password, two-step verification and recovery codes. */
export function AccountPage({
  lang,
  signedIn,
  totpOn,
  enrolment,
  recoveryLeft,
  newCodes,
  flash,
  error,
  jobTitle,
}: AccountPageProps) {
  const t = staffOffice[lang];
  const a = t.account;
  return (
    <StaffDocument lang={lang} title={a.title} signedIn={signedIn} flash={flash}>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {newCodes ? (
        <section aria-labelledby="new-codes-title" className="new-codes">
          <h2 id="new-codes-title">{a.recovery}</h2>
          <p>{a.recoveryNew}</p>
          <ol className="codes">
            {newCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p>
        <a href="/staff/seal">{staffSeal[lang].link}</a>
      </p>
      <form method="post" action="/staff/account/language" className="stack">
        <CsrfField token={signedIn.csrfToken} />
        <label htmlFor="language">{a.language}</label>
        <select id="language" name="language" defaultValue={lang}>
          <option value="ja">日本語</option>
          <option value="en">English</option>
        </select>
        <button type="submit">{a.saveLanguage}</button>
      </form>
      <form method="post" action="/staff/account/title" className="stack">
        <CsrfField token={signedIn.csrfToken} />
        <label htmlFor="job-title">{a.jobTitle}</label>
        <input
          id="job-title"
          name="title"
          maxLength={60}
          defaultValue={jobTitle ?? ""}
          autoComplete="organization-title"
        />
        <button type="submit">{a.saveJobTitle}</button>
      </form>

      <section aria-labelledby="password-title">
        <h2 id="password-title">{a.password}</h2>
        <form method="post" action="/staff/account/password" className="stack">
          <CsrfField token={signedIn.csrfToken} />
          <CurrentPassword id="password-current" label={a.currentPassword} />
          <label htmlFor="password-new">{a.newPassword}</label>
          <input
            id="password-new"
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
          />
          <label htmlFor="password-again">{a.newPasswordAgain}</label>
          <input
            id="password-again"
            name="new_password_again"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
          />
          <button type="submit">{a.passwordChange}</button>
        </form>
      </section>

      <section aria-labelledby="totp-title" id="totp">
        <h2 id="totp-title">{a.totp}</h2>
        <p>{totpOn ? a.totpOn : a.totpOff}</p>
        {totpOn ? (
          <>
            <h3>{a.recovery}</h3>
            {recoveryLeft !== null && recoveryLeft !== undefined ? <p>{a.recoveryLeft(recoveryLeft)}</p> : null}
            <form method="post" action="/staff/account/recovery-codes" className="stack">
              <CsrfField token={signedIn.csrfToken} />
              <p id="recovery-hint">{a.recoveryRegenerateHint}</p>
              <CurrentPassword id="recovery-current" label={a.currentPassword} describedBy="recovery-hint" />
              <button type="submit">{a.recoveryRegenerate}</button>
            </form>
            <h3>{a.totpDisable}</h3>
            <form method="post" action="/staff/account/totp/disable" className="stack">
              <CsrfField token={signedIn.csrfToken} />
              <p id="disable-hint">{a.totpDisableHint}</p>
              <CurrentPassword id="disable-current" label={a.currentPassword} describedBy="disable-hint" />
              <button type="submit">{a.totpDisable}</button>
            </form>
          </>
        ) : enrolment ? (
          <>
            <p>{a.totpScan}</p>
            <img src={enrolment.qrDataUrl} alt={a.totp} width={200} height={200} />
            <p>
              {a.totpKey}: <code className="totp-key">{enrolment.manualKey}</code>
            </p>
            <p>{a.totpKeyHint}</p>
            <form method="post" action="/staff/account/totp/confirm" className="stack">
              <CsrfField token={signedIn.csrfToken} />
              <p id="confirm-hint">{a.totpConfirmHint}</p>
              <label htmlFor="code">{t.login.code}</label>
              <input
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                required
                maxLength={6}
                aria-describedby="confirm-hint"
              />
              <CurrentPassword id="confirm-current" label={a.currentPassword} />
              <button type="submit">{a.totpConfirm}</button>
            </form>
            <form method="post" action="/staff/account/totp/cancel">
              <CsrfField token={signedIn.csrfToken} />
              <button type="submit">{a.totpCancel}</button>
            </form>
          </>
        ) : (
          <form method="post" action="/staff/account/totp/start">
            <CsrfField token={signedIn.csrfToken} />
            <button type="submit">{a.totpStart}</button>
          </form>
        )}
      </section>

      <h2>{a.logoutEverywhere}</h2>
      <form method="post" action="/staff/logout-everywhere">
        <CsrfField token={signedIn.csrfToken} />
        <button type="submit">{a.logoutEverywhere}</button>
      </form>
    </StaffDocument>
  );
}
