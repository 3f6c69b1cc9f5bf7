import { staffOffice } from "../../../content/staff-office";
import { staffTriage } from "../../../content/staff-office-triage";
import type { Locale } from "../../../domain/i18n/locales";
import { leadAbout } from "../lead-words";
import { MailLink, TelLink } from "./contact-links";
import { leadKinds, leadStatuses, type InboxFilter, type InboxRow } from "../inbox-query";
import type { InboxCounts } from "../triage";
import { CsrfField, StaffDocument, formatWhen, type SignedIn } from "./staff-layout";

/** The filter as a query string (without the page cursor unless given), for links and the export. */
export function filterQuery(filter: InboxFilter, before?: string | null): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "language", "from", "to", "q", "assigned", "unread", "reply"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (before) params.set("before", before);
  const text = params.toString();
  return text ? `?${text}` : "";
}

function short(text: string | null, max = 80): string {
  if (!text) return "";
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

export function InboxPage({
  lang,
  signedIn,
  filter,
  rows,
  next,
  counts,
  staff,
  flash,
  quarantined = 0,
}: {
  lang: Locale;
  signedIn: SignedIn;
  filter: InboxFilter;
  rows: InboxRow[];
  next: string | null;
  counts: InboxCounts;
  staff: { id: string; name: string }[];
  flash?: string | null;
  /** Emails the mailbox intake skipped because they could not be stored. */
  quarantined?: number;
}) {
  const t = staffOffice[lang];
  const i = t.inbox;
  const g = staffTriage[lang];
  const staffName = (id: string | null) => (id ? (staff.find((s) => s.id === id)?.name ?? "") : "");
  const view = (label: string, query: string, current: boolean, count?: number) => (
    <li key={query}>
      <a href={`/staff${query}`} aria-current={current ? "page" : undefined}>
        {label}
        {count === undefined ? null : <span className="count"> ({count})</span>}
      </a>
    </li>
  );
  const plain = !filter.assigned && !filter.unread && !filter.reply && !filter.status && !filter.kind && !filter.q;
  const narrowed = Boolean(filter.kind || filter.status || filter.language || filter.from || filter.to);
  return (
    <StaffDocument lang={lang} title={i.title} signedIn={signedIn} flash={flash}>
      {quarantined > 0 ? <p role="status">{g.quarantined(quarantined)}</p> : null}
      <nav aria-label={g.views}>
        <ul className="views">
          {view(g.all, "", plain)}
          {view(g.needsReply, "?reply=1", filter.reply === "1", counts.needsReply)}
          {view(g.unread, "?unread=1", filter.unread === "1", counts.unread)}
          {view(g.mine, "?assigned=me", filter.assigned === "me", counts.mine)}
          {view(g.unassigned, "?assigned=none", filter.assigned === "none", counts.unassigned)}
        </ul>
      </nav>
      <nav aria-label={g.counts} className="wide-only">
        <ul className="views counts">
          {leadStatuses.map((status) =>
            view(t.statuses[status], `?status=${status}`, filter.status === status, counts.byStatus[status]),
          )}
        </ul>
      </nav>
      {/* The search stays in view; the other filters wait behind a button (a <details>, so no script is needed),
          which leaves a phone's first screen to the leads. */}
      <form method="get" action="/staff" className="filters" aria-label={i.filters}>
        {filter.assigned ? <input type="hidden" name="assigned" value={filter.assigned} /> : null}
        {filter.unread ? <input type="hidden" name="unread" value="1" /> : null}
        {filter.reply ? <input type="hidden" name="reply" value="1" /> : null}
        <div className="grow">
          <label htmlFor="f-q">{i.search}</label>
          <input id="f-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} />
        </div>
        <button type="submit">{i.apply}</button>
        <details className="more-filters" open={narrowed}>
          <summary>{g.moreFilters}</summary>
          {/* On a phone the counts by status live here, behind the button, so the first screen shows leads. */}
          <nav aria-label={g.counts} className="phone-only">
            <ul className="views counts">
              {leadStatuses.map((status) =>
                view(t.statuses[status], `?status=${status}`, filter.status === status, counts.byStatus[status]),
              )}
            </ul>
          </nav>
          <div className="filters">
            <div>
              <label htmlFor="f-kind">{i.kind}</label>
              <select id="f-kind" name="kind" defaultValue={filter.kind ?? ""}>
                <option value="">{i.any}</option>
                {leadKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t.kinds[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="f-status">{i.status}</label>
              <select id="f-status" name="status" defaultValue={filter.status ?? ""}>
                <option value="">{i.any}</option>
                {leadStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t.statuses[status]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="f-language">{i.language}</label>
              <select id="f-language" name="language" defaultValue={filter.language ?? ""}>
                <option value="">{i.any}</option>
                <option value="ja">{t.languages.ja}</option>
                <option value="en">{t.languages.en}</option>
              </select>
            </div>
            <div>
              <label htmlFor="f-from">{i.from}</label>
              <input id="f-from" name="from" type="date" defaultValue={filter.from ?? ""} />
            </div>
            <div>
              <label htmlFor="f-to">{i.to}</label>
              <input id="f-to" name="to" type="date" defaultValue={filter.to ?? ""} />
            </div>
          </div>
        </details>
      </form>
      <p>
        <a href={`/staff/export.csv${filterQuery(filter)}`} download>
          {t.nav.export}
        </a>
      </p>
      {!filter.kind && !filter.status ? <p className="meta wide-only">{g.hiddenNote}</p> : null}
      {rows.length === 0 ? (
        <p>{i.empty}</p>
      ) : (
        // One form around the list: tick leads, then change them together (plain POST, no script needed).
        <form method="post" action="/staff/bulk" className="bulk-form">
          <CsrfField token={signedIn.csrfToken} />
          <input type="hidden" name="back" value={filterQuery(filter, filter.before)} />
          <details className="bulk-box">
            <summary>{g.bulk}</summary>
            <fieldset className="bulk">
              <legend>{g.bulk}</legend>
              <div>
                <label htmlFor="bulk-status">{g.bulkStatus}</label>
                <select id="bulk-status" name="status" defaultValue="">
                  <option value="">{g.keep}</option>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t.statuses[status]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="bulk-assignee">{g.bulkAssignee}</label>
                <select id="bulk-assignee" name="assignee" defaultValue="">
                  <option value="">{g.keep}</option>
                  <option value="none">{t.lead.unassigned}</option>
                  {staff.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="do" value="apply">
                {g.apply}
              </button>
              <button type="submit" name="do" value="spam" className="secondary">
                {g.markSpam}
              </button>
            </fieldset>
          </details>
          <table className="leads">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{g.columns.select}</span>
                </th>
                <th scope="col">{i.columns.received}</th>
                <th scope="col">{g.lastInbound}</th>
                <th scope="col">{g.lastReply}</th>
                <th scope="col">{i.columns.kind}</th>
                <th scope="col">{i.columns.name}</th>
                <th scope="col">{g.columns.company}</th>
                <th scope="col">{i.columns.email}</th>
                <th scope="col">{g.phone}</th>
                <th scope="col">{i.columns.status}</th>
                <th scope="col">{g.columns.assignee}</th>
                <th scope="col">{i.columns.summary}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  data-lead={row.id}
                  data-needs-reply={row.needs_reply ? "" : undefined}
                  className={row.unread ? "unread" : undefined}
                >
                  <td className="pick">
                    <input
                      type="checkbox"
                      id={`pick-${row.id}`}
                      name={`lead:${row.id}`}
                      aria-label={g.selectLead(row.name || row.reference || "")}
                    />
                  </td>
                  {/* The first link covers the whole card on a phone (staff-css.ts); the others sit above it. */}
                  <td data-label={i.columns.received} className="when">
                    <a href={`/staff/leads/${row.id}`} className="row-link">
                      {formatWhen(row.created_at, lang)}
                    </a>
                    {row.needs_reply ? (
                      <>
                        {" "}
                        <span className="badge needs-reply-badge">{g.needsReply}</span>
                      </>
                    ) : null}
                    {row.unread ? (
                      <>
                        {" "}
                        <span className="badge unread-badge">{g.unread}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={g.lastInbound} className="last-inbound">
                    {formatWhen(row.last_inbound_at ?? row.created_at, lang)}
                  </td>
                  <td data-label={g.lastReply} className="last-reply">
                    {row.last_reply_at ? formatWhen(row.last_reply_at, lang) : g.notReplied}
                  </td>
                  <td data-label={i.columns.kind}>
                    {t.kinds[row.kind]}
                    {row.reference ? <span className="ref"> {row.reference}</span> : null}
                    {row.unconfirmed ? (
                      <>
                        {" "}
                        <span className="badge">{t.unconfirmed}</span>
                      </>
                    ) : null}
                  </td>
                  {/* <bdi>: a visitor's bidi control reorders the value only, never the row around it. */}
                  <td data-label={i.columns.name} className="name">
                    <bdi>{row.name}</bdi>
                  </td>
                  <td data-label={g.columns.company} className="company">
                    <bdi>{row.company}</bdi>
                  </td>
                  <td data-label={i.columns.email} className="email">
                    {row.email ? <MailLink email={row.email} /> : null}
                  </td>
                  <td data-label={g.phone} className="phone">
                    {row.phone ? <TelLink phone={row.phone} /> : null}
                  </td>
                  <td data-label={i.columns.status}>
                    <span className="badge status">{t.statuses[row.status] ?? row.status}</span>
                  </td>
                  <td data-label={g.columns.assignee}>{staffName(row.assignee_id)}</td>
                  <td data-label={i.columns.summary} className="summary">
                    <bdi>{short(leadAbout(row, lang))}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </form>
      )}
      <nav className="pager" aria-label={i.pages}>
        {filter.before ? <a href={`/staff${filterQuery(filter)}`}>{i.first}</a> : null}
        {next ? (
          <a href={`/staff${filterQuery(filter, next)}`} rel="next">
            {i.next}
          </a>
        ) : null}
      </nav>
    </StaffDocument>
  );
}
