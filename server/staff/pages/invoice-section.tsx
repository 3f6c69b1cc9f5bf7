import { invoice as invoiceCopy } from "../../../content/invoice";
import type { Locale } from "../../../domain/i18n/locales";
import { formatYen } from "../../../domain/pricing/pricing";
import type { IssuedInvoice } from "../../quotes/invoices";
import { formatDay } from "../../quotes/quotation-document";
import { CsrfField } from "./staff-layout";

/**
 * An accepted quote's 請求書: every one issued, voided ones too (marked 取消 with the reason, their
 * marked PDF downloadable); for the one in force, the payment form (the day the money arrived) and the
 * 取消 form; with none in force, the form that issues one (its 取引年月日, default today), naming the
 * voided invoice it replaces. An order held for confirmation (要確認) gets no issue form.
 */
export function InvoiceSection({
  lang,
  leadId,
  csrfToken,
  invoices,
  accepted,
  orderHeld,
  today,
  error,
}: {
  lang: Locale;
  leadId: string;
  csrfToken: string;
  invoices: IssuedInvoice[];
  /** Only an accepted quote can be invoiced: otherwise only a refusal is shown. */
  accepted: boolean;
  orderHeld: boolean;
  /** Today in Japan, YYYY-MM-DD: the date fields' default. */
  today: string;
  error?: string | null;
}) {
  const t = invoiceCopy[lang];
  const inForce = invoices.find((invoice) => !invoice.voidedAt);
  const toReplace = [...invoices].reverse().find((invoice) => invoice.voidedAt);
  return (
    <section aria-labelledby="invoice-heading">
      <h3 id="invoice-heading">{t.section}</h3>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {invoices.length ? (
        <table>
          <caption>{t.history}</caption>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.transactionDate}</th>
              <th scope="col">{t.due}</th>
              <th scope="col">{t.total}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.number} data-invoice={invoice.number} data-voided={invoice.voidedAt ? "yes" : "no"}>
                <th scope="row">
                  <a href={`/staff/leads/${leadId}/invoices/${invoice.number}.pdf`} download>
                    {t.pdf} <span data-invoice-number>{invoice.number}</span>
                  </a>
                  {invoice.replaces ? <div>{t.replacesShort(invoice.replaces)}</div> : null}
                </th>
                <td>{formatDay(invoice.supplyDate ?? invoice.issuedAt, lang)}</td>
                <td>{formatDay(invoice.dueDate, lang)}</td>
                <td className="num">{formatYen(invoice.total, "ja")}</td>
                <td data-invoice-paid={invoice.paidAt ? "yes" : "no"}>
                  <span className="badge">
                    {invoice.voidedAt
                      ? t.voidedBadge(formatDay(invoice.voidedAt, lang))
                      : invoice.paidAt
                        ? t.paid(formatDay(invoice.paidAt, lang))
                        : t.unpaid}
                  </span>
                  {invoice.voidedAt ? (
                    <div>
                      {t.voidReason}: {invoice.voidReason}
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {inForce ? (
        inForce.paidAt ? null : (
          <>
            <form method="post" action={`/staff/leads/${leadId}/invoice/paid`} className="stack">
              <CsrfField token={csrfToken} />
              <label htmlFor="invoice-paid-on">{t.paidOn}</label>
              <input id="invoice-paid-on" name="paidOn" type="date" required defaultValue={today} max={today} />
              <button type="submit">{t.markPaid}</button>
            </form>
            <form method="post" action={`/staff/leads/${leadId}/invoice/void`} className="stack">
              <p>{t.voidIntro}</p>
              <CsrfField token={csrfToken} />
              <label htmlFor="invoice-void-reason">{t.voidReason}</label>
              <input id="invoice-void-reason" name="reason" type="text" required maxLength={200} />
              <button type="submit">{t.voidButton}</button>
            </form>
          </>
        )
      ) : !accepted || orderHeld ? null : (
        <form method="post" action={`/staff/leads/${leadId}/invoice`} className="stack">
          <p>{toReplace ? t.reissueIntro(toReplace.number) : t.issueIntro}</p>
          <CsrfField token={csrfToken} />
          <label htmlFor="invoice-supply-date">{t.supplyDate}</label>
          <input id="invoice-supply-date" name="supplyDate" type="date" required defaultValue={today} />
          <button type="submit">{t.issue}</button>
        </form>
      )}
    </section>
  );
}
