/**
 * Content negotiation between a page and its Markdown twin (decision 026). HTML
 * stays the answer unless the client ranks text/markdown above text/html
 * (RFC 9110 section 12.5.1: the most specific range sets a type's q; a browser's
 * `text/html,...,*\/*;q=0.8` keeps the page, `Accept: text/markdown` gets the twin).
 */

/** The Vary of every answer at a URL that has a twin: both representations are cached apart. */
export const NEGOTIATED_VARY = "Accept, Accept-Encoding";

function qualityOf(ranges: { type: string; sub: string; q: number }[], type: string, sub: string): number {
  const match =
    ranges.find((r) => r.type === type && r.sub === sub) ??
    ranges.find((r) => r.type === type && r.sub === "*") ??
    ranges.find((r) => r.type === "*" && r.sub === "*");
  return match ? match.q : 0;
}

function parse(accept: string): boolean {
  const ranges = accept.split(",").flatMap((part) => {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const [type, sub] = range.trim().split("/");
    if (!type || !sub) return [];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    return [{ type, sub, q: Number.isFinite(value) ? value : 0 }];
  });
  const markdown = qualityOf(ranges, "text", "markdown");
  return markdown > 0 && markdown > qualityOf(ranges, "text", "html");
}

const decided = new Map<string, boolean>();

/** True when the request's Accept asks for Markdown rather than HTML. Decisions are cached per header value. */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  // Media types are case-insensitive (RFC 9110 section 8.3.1): TEXT/MARKDOWN asks for the twin too.
  if (!accept || !/markdown/i.test(accept)) return false;
  let answer = decided.get(accept);
  if (answer === undefined) {
    answer = parse(accept.toLowerCase());
    // A client could send endless variants; the common few stay cached.
    if (decided.size < 100) decided.set(accept, answer);
  }
  return answer;
}
