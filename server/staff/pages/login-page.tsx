import { staffOffice } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";
import { StaffDocument } from "./staff-layout";

/** The sign-in form; `step` "code" asks for the TOTP code (or a recovery code) after the password was right. */
export function LoginPage({
  lang,
  csrf,
  next,
  step,
  error,
  flash,
}: {
  lang: Locale;
  csrf: string;
  next: string;
  step: "password" | "code";
  error?: string | null;
  flash?: string | null;
}) {
  const t = staffOffice[lang].login;
  return (
    <StaffDocument lang={lang} title={t.title} flash={flash}>
      {error ? (
        <p className="error" role="alert" id="login-error">
          {error}
        </p>
      ) : null}
      {step === "password" ? (
        <form method="post" action="/staff/login" className="stack">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="email">{t.email}</label>
          <input id="email" name="email" type="email" autoComplete="username" required maxLength={254} />
          <label htmlFor="password">{t.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
          />
          <button type="submit">{t.submit}</button>
        </form>
      ) : (
        <form method="post" action="/staff/login/code" className="stack">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="code">{t.code}</label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
            maxLength={6}
          />
          <button type="submit">{t.verify}</button>
        </form>
      )}
      {step === "code" ? (
        <form method="post" action="/staff/login/code" className="stack">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="recovery">{t.recovery}</label>
          <p id="recovery-hint">{t.recoveryHint}</p>
          <input
            id="recovery"
            name="recovery"
            aria-describedby="recovery-hint"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={40}
          />
          <button type="submit">{t.recoverySubmit}</button>
        </form>
      ) : null}
    </StaffDocument>
  );
}
