import { staffOffice } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";
import { CsrfField, StaffDocument, type SignedIn } from "./staff-layout";

/** The account page; `enrolment` shows the QR code and key of a TOTP key being set up. */
export function AccountPage({
  lang,
  signedIn,
  totpOn,
  enrolment,
  flash,
  error,
}: {
  lang: Locale;
  signedIn: SignedIn;
  totpOn: boolean;
  enrolment?: { key: string; qrDataUrl: string } | null;
  flash?: string | null;
  error?: string | null;
}) {
  const t = staffOffice[lang];
  const a = t.account;
  return (
    <StaffDocument lang={lang} title={a.title} signedIn={signedIn} flash={flash}>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <form method="post" action="/staff/account/language" className="stack">
        <CsrfField token={signedIn.csrfToken} />
        <label htmlFor="language">{a.language}</label>
        <select id="language" name="language" defaultValue={lang}>
          <option value="ja">日本語</option>
          <option value="en">English</option>
        </select>
        <button type="submit">{a.saveLanguage}</button>
      </form>
      <h2>{a.totp}</h2>
      <p>{totpOn ? a.totpOn : a.totpOff}</p>
      {totpOn ? (
        <form method="post" action="/staff/account/totp/disable">
          <CsrfField token={signedIn.csrfToken} />
          <button type="submit">{a.totpDisable}</button>
        </form>
      ) : enrolment ? (
        <form method="post" action="/staff/account/totp/confirm" className="stack">
          <CsrfField token={signedIn.csrfToken} />
          <p>{a.totpScan}</p>
          <img src={enrolment.qrDataUrl} alt={a.totp} width={200} height={200} />
          <p>
            {a.totpKey}: <code>{enrolment.key}</code>
          </p>
          <input type="hidden" name="key" value={enrolment.key} />
          <label htmlFor="code">{t.login.code}</label>
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required />
          <button type="submit">{a.totpConfirm}</button>
        </form>
      ) : (
        <form method="post" action="/staff/account/totp/start">
          <CsrfField token={signedIn.csrfToken} />
          <button type="submit">{a.totpStart}</button>
        </form>
      )}
      <h2>{a.logoutEverywhere}</h2>
      <form method="post" action="/staff/logout-everywhere">
        <CsrfField token={signedIn.csrfToken} />
        <button type="submit">{a.logoutEverywhere}</button>
      </form>
    </StaffDocument>
  );
}
