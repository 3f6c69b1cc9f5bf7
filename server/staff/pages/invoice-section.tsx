import { invoice as invoiceCopy } from "../../../content/invoice";
import type { Locale } from "../../../domain/i18n/locales";
import { formatYen } from "../../../domain/pricing/pricing";
import type { IssuedInvoice } from "../../quotes/invoices";
import { formatDay } from "../../quotes/quotation-document";
import { CsrfField, formatWhen } from "./staff-layout";

/**
 * An accepted quote's 請求書: once issued, its number, due date, total, whether it is paid (with the
 * "mark paid" form until it is) and its stored PDF; before that, the form that issues it.
 */
export function InvoiceSection({
  lang,
  leadId,
  csrfToken,
  invoice,
  accepted,
  error,
}: {
  lang: Locale;
  leadId: string;
  csrfToken: string;
  invoice: IssuedInvoice | null;
  /** Only an accepted quote can be invoiced: otherwise only a refusal is shown. */
  accepted: boolean;
  error?: string | null;
}) {
  const t = invoiceCopy[lang];
  const alert = error ? (
    <p role="alert" className="error">
      {error}
    </p>
  ) : null;
  return (
    <section aria-labelledby="invoice-heading">
      <h3 id="invoice-heading">{t.section}</h3>
      {alert}
      {invoice ? (
        <>
          <table>
            <tbody>
              <tr>
                <th scope="row">{t.number}</th>
                <td data-invoice-number>{invoice.number}</td>
              </tr>
              <tr>
                <th scope="row">{t.due}</th>
                <td>{formatDay(invoice.dueDate, lang)}</td>
              </tr>
              <tr>
                <th scope="row">{t.total}</th>
                <td className="num">{formatYen(invoice.total, "ja")}</td>
              </tr>
              <tr>
                <th scope="row">{t.status}</th>
                <td data-invoice-paid={invoice.paidAt ? "yes" : "no"}>
                  <span className="badge">{invoice.paidAt ? t.paid(formatWhen(invoice.paidAt, lang)) : t.unpaid}</span>
                </td>
              </tr>
            </tbody>
          </table>
          <p>
            <a href={`/staff/leads/${leadId}/invoice.pdf`} download>
              {t.pdf} {invoice.number}
            </a>
          </p>
          {invoice.paidAt ? null : (
            <form method="post" action={`/staff/leads/${leadId}/invoice/paid`}>
              <CsrfField token={csrfToken} />
              <button type="submit">{t.markPaid}</button>
            </form>
          )}
        </>
      ) : !accepted ? null : (
        <form method="post" action={`/staff/leads/${leadId}/invoice`} className="stack">
          <p>{t.issueIntro}</p>
          <CsrfField token={csrfToken} />
          <button type="submit">{t.issue}</button>
        </form>
      )}
    </section>
  );
}
