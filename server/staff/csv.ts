import { withoutInvisibleCharactersKeepingEmoji } from "../../domain/text/invisible-characters";

/** UTF-8 byte-order mark: Excel in Japan reads a CSV without it as Shift_JIS and garbles the names. */
export const CSV_BOM = "\uFEFF";

/**
 * One CSV cell. A spreadsheet cannot isolate text, so bidi controls and zero-width
 * characters are dropped (emoji joiners kept); that happens first, so none can hide
 * the start of a formula. A value a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return before one) gets a leading apostrophe
 * (OWASP "CSV injection"); every cell is quoted, with its quotes doubled.
 */
export function csvCell(value: string | null | undefined): string {
  let text = withoutInvisibleCharactersKeepingEmoji(value ?? "");
  // Full-width ＝＋－＠ too: Excel in Japanese reads them as the ASCII ones.
  if (/^[=+\-@\t\r＝＋－＠]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
