import { quotationRevision } from "../../../content/quotation-revision";
import type { Locale } from "../../../domain/i18n/locales";
import { formatYen } from "../../../domain/pricing/pricing";
import type { IssuedVersion } from "../../quotes/quotation-versions";
import { EMPTY_ROWS } from "../../quotes/quotation-revisions";
import { CsrfField, formatWhen } from "./staff-layout";
import { EMPTY_ROW, QuotationLineRows, rowOfLine } from "./quotation-lines";

/**
 * A quote lead's issued quotations, each with its stored PDF, and the form that issues a 改訂版
 * (a plain form post, like every office form: no script). Rows start from the current version's lines.
 */
export function QuotationVersionsSection({
  lang,
  leadId,
  csrfToken,
  versions,
  accepted,
  error,
}: {
  lang: Locale;
  leadId: string;
  csrfToken: string;
  versions: IssuedVersion[];
  accepted: boolean;
  error?: string | null;
}) {
  const t = quotationRevision[lang];
  const current = versions.at(-1);
  if (!current) return null;
  const rows = [...current.lines.map(rowOfLine), ...Array.from({ length: EMPTY_ROWS }, () => EMPTY_ROW)];
  return (
    <section aria-labelledby="quotation-versions">
      <h3 id="quotation-versions">{t.versions}</h3>
      <table>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">
                {v.number} ({t.version(v.version)} · {v.supersededAt ? t.superseded : t.current})
              </th>
              <td>
                {t.issuedAt} {formatWhen(v.issuedAt, lang)}
              </td>
              <td className="num">
                {t.total} {formatYen(v.total, "ja")}
              </td>
              <td>
                <a href={`/staff/leads/${leadId}/quotation/${v.version}/pdf`} download>
                  {t.downloadPdf} {v.number}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {accepted ? (
        <p>{t.accepted}</p>
      ) : (
        <form method="post" action={`/staff/leads/${leadId}/quotation/revise`} className="stack revision">
          <h4>{t.formHeading}</h4>
          <p>{t.formIntro}</p>
          {error ? (
            <p role="alert" className="error">
              {error}
            </p>
          ) : null}
          <CsrfField token={csrfToken} />
          <QuotationLineRows lang={lang} rows={rows} removable={(n) => n < current.lines.length} />
          <label htmlFor="revision-subject">{t.subject}</label>
          <input
            id="revision-subject"
            name="subject"
            maxLength={120}
            // The 件名 is the first of the printed particulars.
            defaultValue={current.document.particulars[0]?.[1] ?? ""}
            aria-describedby="revision-subject-hint"
          />
          <p id="revision-subject-hint">{t.subjectHint}</p>
          <label htmlFor="revision-delivery">{t.delivery}</label>
          <input
            id="revision-delivery"
            name="delivery"
            maxLength={200}
            defaultValue={current.delivery ?? ""}
            aria-describedby="revision-delivery-hint"
          />
          <p id="revision-delivery-hint">{t.deliveryHint}</p>
          <label htmlFor="revision-notes">{t.notes}</label>
          <textarea id="revision-notes" name="notes" rows={3} maxLength={2000} defaultValue={current.notes ?? ""} />
          <button type="submit">{t.issue}</button>
        </form>
      )}
    </section>
  );
}
