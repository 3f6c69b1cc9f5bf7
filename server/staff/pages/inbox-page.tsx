import { staffOffice } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";
import { leadKinds, leadStatuses, type InboxFilter, type InboxRow } from "../inbox-query";
import { StaffDocument, formatWhen, type SignedIn } from "./staff-layout";

/** The filter as a query string (without the page cursor unless given), for links and the export. */
export function filterQuery(filter: InboxFilter, before?: string | null): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "language", "from", "to", "q"] as const) {
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
}: {
  lang: Locale;
  signedIn: SignedIn;
  filter: InboxFilter;
  rows: InboxRow[];
  next: string | null;
}) {
  const t = staffOffice[lang];
  const i = t.inbox;
  return (
    <StaffDocument lang={lang} title={i.title} signedIn={signedIn}>
      <form method="get" action="/staff" className="filters" aria-label={i.filters}>
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
        <div className="grow">
          <label htmlFor="f-q">{i.search}</label>
          <input id="f-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} />
        </div>
        <button type="submit">{i.apply}</button>
      </form>
      <p>
        <a href={`/staff/export.csv${filterQuery(filter)}`} download>
          {t.nav.export}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{i.empty}</p>
      ) : (
        <table className="leads">
          <thead>
            <tr>
              <th scope="col">{i.columns.received}</th>
              <th scope="col">{i.columns.kind}</th>
              <th scope="col">{i.columns.name}</th>
              <th scope="col">{i.columns.email}</th>
              <th scope="col">{i.columns.status}</th>
              <th scope="col">{i.columns.summary}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-lead={row.id}>
                <td>
                  <a href={`/staff/leads/${row.id}`}>{formatWhen(row.created_at, lang)}</a>
                </td>
                <td>
                  {t.kinds[row.kind]}
                  {row.unconfirmed ? (
                    <>
                      {" "}
                      <span className="badge">{t.unconfirmed}</span>
                    </>
                  ) : null}
                </td>
                {/* <bdi>: a visitor's bidi control reorders the value only, never the row around it. */}
                <td>
                  <bdi>{row.name}</bdi>
                </td>
                <td>
                  <bdi>{row.email}</bdi>
                </td>
                <td>{t.statuses[row.status] ?? row.status}</td>
                <td>
                  <bdi>{short(row.summary)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
