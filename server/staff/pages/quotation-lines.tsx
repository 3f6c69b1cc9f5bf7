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
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, n) => {
          // Each field is named line-N-<column> and labelled with its row and column, for screen readers.
          const field = (column: (typeof COLUMNS)[number]) => ({
            name: `line-${n}-${column}`,
            "aria-label": `${t.row(n + 1)} ${t[column]}`,
          });
          // The common units, and a line's own other unit (a calculator line's 画面, GB…) so it is kept.
          const units = [
            "",
            ...COMMON_UNITS,
            ...(row.unit && !(COMMON_UNITS as readonly string[]).includes(row.unit) ? [row.unit] : []),
          ];
          return (
            <tr key={n}>
              <td>
                <input {...field("label")} defaultValue={row.label} maxLength={120} />
              </td>
              <td>
                <input {...field("quantity")} inputMode="numeric" size={5} defaultValue={row.quantity} />
              </td>
              <td>
                <Choice
                  {...field("unit")}
                  value={row.unit}
                  options={units.map((unit) => [unit, t.units[unit] ?? unit])}
                />
              </td>
              <td>
                <input {...field("unitPrice")} inputMode="numeric" size={10} defaultValue={row.unitPrice} />
              </td>
              <td>
                <input {...field("discount")} inputMode="numeric" size={8} defaultValue={row.discount} />
              </td>
              <td>
                <Choice {...field("taxRate")} value={row.taxRate} options={Object.entries(t.taxRates)} />
              </td>
              <td>
                <input type="checkbox" {...field("monthly")} defaultChecked={row.monthly} />
              </td>
              <td>{removable(n) ? <input type="checkbox" {...field("remove")} /> : null}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The item table's columns, in order: each names its header (from the content) and its fields (line-N-*). */
const COLUMNS = ["label", "quantity", "unit", "unitPrice", "discount", "taxRate", "monthly", "remove"] as const;

/** A select of [value, text] options. */
function Choice({
  value,
  options,
  ...field
}: {
  name: string;
  "aria-label": string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <select {...field} defaultValue={value}>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
}
