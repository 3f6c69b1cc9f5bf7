import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { staffOffice } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";

export interface SignedIn {
  name: string;
  csrfToken: string;
}

/** A hidden field with the session's CSRF token; every staff form that changes something carries one. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/**
 * The one page frame of the staff office: plain forms, POST then redirect, so every control
 * works from the keyboard and without JavaScript; no inline script, so the strict CSP needs no
 * hash (the lead page adds one same-origin file, the reply form's heartbeat).
 */
export function StaffDocument({
  lang,
  title,
  signedIn,
  flash,
  children,
}: {
  lang: Locale;
  title: string;
  signedIn?: SignedIn;
  flash?: string | null;
  children: ReactNode;
}) {
  const t = staffOffice[lang];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${t.title}`}</title>
        <link rel="stylesheet" href="/staff/staff.css" />
      </head>
      <body>
        <a className="skip" href="#main">
          {t.skip}
        </a>
        <OfficeBar lang={lang} signedIn={signedIn} />
        <main id="main">
          <h1>{title}</h1>
          {flash ? (
            <p className="flash" role="status">
              {flash}
            </p>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}

/** The office's header: its name, the sections and the sign-out button (also on the analytics page). */
export function OfficeBar({ lang, signedIn }: { lang: Locale; signedIn?: SignedIn }) {
  const t = staffOffice[lang];
  return (
    <header className="bar">
      <span className="brand">{t.title}</span>
      {signedIn ? (
        <nav aria-label={t.title}>
          <a href="/staff">{t.nav.inbox}</a>
          <a href="/staff/analytics">{t.nav.analytics}</a>
          <a href="/staff/account">{t.nav.account}</a>
          <form method="post" action="/staff/logout" className="inline">
            <CsrfField token={signedIn.csrfToken} />
            <button type="submit">{t.nav.logout}</button>
          </form>
        </nav>
      ) : null}
    </header>
  );
}

/** The header as HTML, for the analytics page (a string template, not a React page). */
export function officeBarHtml(lang: Locale, signedIn: SignedIn): string {
  return renderToStaticMarkup(<OfficeBar lang={lang} signedIn={signedIn} />);
}

export function renderStaffHtml(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/** Date and time as the office reads them: Japan time. */
export function formatWhen(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === "ja" ? "ja-JP" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Tokyo",
  }).format(new Date(iso));
}
