import { staffOffice, type StaffLeadStatus } from "../../../content/staff-office";
import { staffTriage } from "../../../content/staff-office-triage";
import type { Locale } from "../../../domain/i18n/locales";
import type { GroupLeads } from "../people";
import { MailLink, TelLink } from "./contact-links";
import { StaffDocument, formatWhen, type SignedIn } from "./staff-layout";

/** Everything one person (or one company) sent: contact messages, quotes and chats, newest first. */
export function PersonPage({
  lang,
  signedIn,
  group,
  company,
}: {
  lang: Locale;
  signedIn: SignedIn;
  group: GroupLeads;
  company: boolean;
}) {
  const t = staffOffice[lang];
  const g = staffTriage[lang];
  const title = company ? g.companyTitle(group.companies[0] ?? "") : g.personTitle(group.names[0] ?? "");
  return (
    <StaffDocument lang={lang} title={title} signedIn={signedIn}>
      <p>
        <a href="/staff">{t.lead.back}</a>
      </p>
      <dl>
        {group.names.length ? (
          <>
            <dt>{t.lead.name}</dt>
            <dd dir="auto">{group.names.join(" / ")}</dd>
          </>
        ) : null}
        {group.emails.length ? (
          <>
            <dt>{g.emails}</dt>
            <dd>
              <ul className="plain">
                {group.emails.map((email) => (
                  <li key={email}>
                    <MailLink email={email} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {group.phones.length ? (
          <>
            <dt>{g.phones}</dt>
            <dd>
              <ul className="plain">
                {group.phones.map((phone) => (
                  <li key={phone}>
                    <TelLink phone={phone} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {group.companies.length ? (
          <>
            <dt>{g.companies}</dt>
            <dd dir="auto">{group.companies.join(" / ")}</dd>
          </>
        ) : null}
      </dl>
      <h2>{g.leads}</h2>
      <ol className="plain person-leads">
        {group.leads.map((lead) => (
          <li key={lead.id} data-lead={lead.id} className="card">
            <p className="meta">
              <a href={`/staff/leads/${lead.id}`}>
                {t.kinds[lead.kind]} {lead.reference ?? ""}
              </a>{" "}
              · {formatWhen(lead.created_at, lang)} ·{" "}
              <span className="badge status">{t.statuses[lead.status as StaffLeadStatus] ?? lead.status}</span>
            </p>
            {lead.quote ? (
              <p>
                {t.lead.plan}: {lead.quote.plan} · {t.lead.totalWithTax}: {lead.quote.totalWithTax}
              </p>
            ) : null}
            {lead.summary || lead.message ? (
              <p className="pre" dir="auto">
                {lead.summary ?? lead.message}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </StaffDocument>
  );
}
