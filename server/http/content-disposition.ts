/**
 * `attachment` with the file name twice (RFC 6266): an ASCII fallback with everything outside printable
 * ASCII, quotes, backslashes and percent signs removed, and the exact name percent-encoded as UTF-8
 * (RFC 8187), so no name can end the header or add a parameter. A fallback left without its start
 * (「御見積書_Q-…」 becomes 「_Q-…」) gets `stem` in front.
 */
export function contentDisposition(fileName: string, stem = "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "");
  const fallback = !ascii || /^[_\-. ]/.test(ascii) ? `${stem}${ascii}` : ascii;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
