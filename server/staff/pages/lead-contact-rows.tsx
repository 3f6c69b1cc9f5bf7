import { staffOffice } from "../../../content/staff-office";
import { staffTriage } from "../../../content/staff-office-triage";
import type { Locale } from "../../../domain/i18n/locales";
import type { LeadRecord } from "../lead-record";
import { MailLink, TelLink, companyHref, personHref } from "./contact-links";

/** The lead's email, phone and company as links: tap to write or call, and every lead of this person or company. */
export function LeadContactRows({ lang, lead }: { lang: Locale; lead: LeadRecord }) {
  const l = staffOffice[lang].lead;
  const g = staffTriage[lang];
  const person = personHref(lead);
  const company = companyHref(lead.company);
  return (
    <>
      {lead.email ? (
        <>
          <dt>{l.email}</dt>
          <dd>
            <MailLink email={lead.email} />
          </dd>
        </>
      ) : null}
      {lead.phone ? (
        <>
          <dt>{l.phone}</dt>
          <dd>
            <TelLink phone={lead.phone} />
          </dd>
        </>
      ) : null}
      {lead.company ? (
        <>
          <dt>{l.company}</dt>
          <dd dir="auto">{company ? <a href={company}>{lead.company}</a> : lead.company}</dd>
        </>
      ) : null}
      {person ? (
        <>
          <dt>{g.leads}</dt>
          <dd>
            <a href={person} data-person-link="">
              {g.person}
            </a>
          </dd>
        </>
      ) : null}
    </>
  );
}
