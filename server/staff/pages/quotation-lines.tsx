import { quotationRevision } from "../../../content/quotation-revision";
import type { Locale } from "../../../domain/i18n/locales";
import type { QuotationLine } from "../../quotes/quotation-document";
import { COMMON_UNITS } from "../../quotes/quotation-revisions";

/** One row of a quotation form as its fields hold it: a stored line, a posted row sent back, or empty. */
export interface LineRowValues {
  label: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discount: string;
  monthly: boolean;
  taxRate: string;
}

export const EMPTY_ROW: LineRowValues = {
  label: "",
  quantity: "",
  unit: "",
  unitPrice: "",
  discount: "",
  monthly: false,
  taxRate: "10",
};

export const rowOfLine = (line: QuotationLine): LineRowValues => ({
  label: line.label,
  quantity: String(line.quantity),
  unit: line.unit ?? "",
  unitPrice: String(line.unitPrice),
  discount: line.discount ? String(line.discount) : "",
  monthly: line.monthly,
  taxRate: String(line.taxRate ?? 10),
});

/** The rows of a posted form, as they were sent (to show them again after a refusal or "add rows"). */
export function rowsOfForm(form: Record<string, unknown>, count: number): LineRowValues[] {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  return Array.from({ length: count }, (_, n) => {
    const field = (name: string) => text(`line-${n}-${name}`);
    return {
      label: field("label"),
      quantity: field("quantity"),
      unit: field("unit"),
      unitPrice: field("unitPrice"),
      discount: field("discount"),
      monthly: field("monthly") === "on",
      taxRate: field("taxRate") || "10",
    };
  });
}

/**
 * The item table of a quotation form: one labelled row of fields per line (`line-N-*`), read by
 * revisionSchema. `removable` rows get a "remove" box (the lines already issued, in a revision).
 */
export function QuotationLineRows({
  lang,
  rows,
  removable,
}: {
  lang: Locale;
  rows: LineRowValues[];
  removable: (n: number) => boolean;
}) {
  const t = quotationRevision[lang];
  return (
    <table className="lines">
      <thead>
        <tr>
          <th scope="col">{t.label}</th>
          <th scope="col">{t.quantity}</th>
          <th scope="col">{t.unit}</th>
          <th scope="col">{t.unitPrice}</th>
          <th scope="col">{t.discount}</th>
          <th scope="col">{t.taxRate}</th>
          <th scope="col">{t.monthly}</th>
          <th scope="col">{t.remove}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, n) => {
          const name = (field: string) => `line-${n}-${field}`;
          const label = (field: string) => `${t.row(n + 1)} ${field}`;
          // The common units, and a line's own other unit (a calculator line's 画面, GB…) so it is kept.
          const units = [
            "",
            ...COMMON_UNITS,
            ...(row.unit && !(COMMON_UNITS as readonly string[]).includes(row.unit) ? [row.unit] : []),
          ];
          return (
            <tr key={n}>
              <td>
                <input name={name("label")} aria-label={label(t.label)} defaultValue={row.label} maxLength={120} />
              </td>
              <td>
                <input
                  name={name("quantity")}
                  aria-label={label(t.quantity)}
                  inputMode="numeric"
                  size={5}
                  defaultValue={row.quantity}
                />
              </td>
              <td>
                <select name={name("unit")} aria-label={label(t.unit)} defaultValue={row.unit}>
                  {units.map((unit) => (
                    <option key={unit} value={unit}>
                      {t.units[unit] ?? unit}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  name={name("unitPrice")}
                  aria-label={label(t.unitPrice)}
                  inputMode="numeric"
                  size={10}
                  defaultValue={row.unitPrice}
                />
              </td>
              <td>
                <input
                  name={name("discount")}
                  aria-label={label(t.discount)}
                  inputMode="numeric"
                  size={8}
                  defaultValue={row.discount}
                />
              </td>
              <td>
                <select name={name("taxRate")} aria-label={label(t.taxRate)} defaultValue={row.taxRate}>
                  {Object.entries(t.taxRates).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  type="checkbox"
                  name={name("monthly")}
                  aria-label={label(t.monthly)}
                  defaultChecked={row.monthly}
                />
              </td>
              <td>
                {removable(n) ? <input type="checkbox" name={name("remove")} aria-label={label(t.remove)} /> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
