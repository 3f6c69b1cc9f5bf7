/**
 * `attachment` with the file name twice (RFC 6266): an ASCII fallback with quotes and
 * backslashes removed, and the exact name percent-encoded as UTF-8 (RFC 8187), so no name
 * can end the header or add a parameter.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_") || "attachment";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
