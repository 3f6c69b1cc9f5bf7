import { quotationRevision } from "../../../content/quotation-revision";
import type { Locale } from "../../../domain/i18n/locales";
import { MAX_LINES } from "../../quotes/quotation-revisions";
import { EMPTY_ROW, QuotationLineRows, type LineRowValues } from "./quotation-lines";
import { CsrfField, formatWhen } from "./staff-layout";

/** Rows the new-quotation form starts with, and how many "add rows" adds (no script: the form comes back longer). */
export const NEW_ROWS = 5;

/** The new-quotation form's state: the rows (as sent, after a refusal or "add rows"), the other fields, an error. */
export interface LeadQuotationForm {
  rows: LineRowValues[];
  subject: string;
  delivery: string;
  notes: string;
  error?: string | null;
}

export const emptyLeadQuotationForm = (): LeadQuotationForm => ({
  rows: Array.from({ length: NEW_ROWS }, () => EMPTY_ROW),
  subject: "",
  delivery: "",
  notes: "",
});

/**
 * On a contact or chat lead: the quotations made from it, and the form that makes one with lines of
 * staff's own (a plain form post like every office form; "add rows" posts it back longer, no script).
 */
export function LeadQuotationSection({
  lang,
  leadId,
  csrfToken,
  made,
  form,
  canIssue,
}: {
  lang: Locale;
  leadId: string;
  csrfToken: string;
  made: { id: string; reference: string | null; completed_at: string | null; accepted_at?: string | null }[];
  form: LeadQuotationForm;
  canIssue: boolean;
}) {
  const t = quotationRevision[lang];
  return (
    <section aria-labelledby="lead-quotation">
      <h3 id="lead-quotation">{t.newHeading}</h3>
      {made.length ? (
        <>
          <h4>{t.madeHeading}</h4>
          <ul>
            {made.map((q) => (
              <li key={q.id}>
                <a href={`/staff/leads/${q.id}`}>{q.reference}</a> ({t.issuedAt}{" "}
                {q.completed_at ? formatWhen(q.completed_at, lang) : ""}
                {q.accepted_at ? ` · ${t.ordered}` : ""})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canIssue ? (
        <form method="post" action={`/staff/leads/${leadId}/quotation/new`} className="stack revision">
          <p>{t.newIntro}</p>
          {form.error ? (
            <p role="alert" className="error">
              {form.error}
            </p>
          ) : null}
          <CsrfField token={csrfToken} />
          <input type="hidden" name="rows" value={String(form.rows.length)} />
          <QuotationLineRows lang={lang} rows={form.rows} removable={() => false} />
          {form.rows.length < MAX_LINES ? (
            <button type="submit" name="more" value="1" formNoValidate>
              {t.addRows}
            </button>
          ) : null}
          <label htmlFor="new-quotation-subject">{t.subject}</label>
          <input
            id="new-quotation-subject"
            name="subject"
            maxLength={120}
            defaultValue={form.subject}
            aria-describedby="new-quotation-subject-hint"
          />
          <p id="new-quotation-subject-hint">{t.subjectHint}</p>
          <label htmlFor="new-quotation-delivery">{t.delivery}</label>
          <input
            id="new-quotation-delivery"
            name="delivery"
            maxLength={200}
            defaultValue={form.delivery}
            aria-describedby="new-quotation-delivery-hint"
          />
          <p id="new-quotation-delivery-hint">{t.deliveryHint}</p>
          <label htmlFor="new-quotation-notes">{t.notes}</label>
          <textarea id="new-quotation-notes" name="notes" rows={3} maxLength={2000} defaultValue={form.notes} />
          <button type="submit">{t.issueNew}</button>
        </form>
      ) : (
        <p>{t.noEmail}</p>
      )}
    </section>
  );
}
