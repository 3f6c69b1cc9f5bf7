// Controls (NUL, BEL, line breaks...), format characters (bidi embeddings, overrides and
// isolates, LRM/RLM, zero-width spaces and joiners, word joiner, BOM, soft hyphen, tag
// characters), line and paragraph separators, lone surrogates, and U+FFFD (what the
// request reader makes of NUL and lone surrogates: a mark of something unreadable).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029\ufffd]/gu;

/**
 * A free-text analytics value (a UTM parameter) as it may be stored: without the
 * characters that break a log line or make the dashboard read in another order than it
 * is stored, trimmed, and at most `max` characters (code points, so a pair is never
 * split). Empty becomes null: a tag of nothing but controls is no tag.
 */
export function storedText(value: string, max: number): string | null {
  const clean = [...value.replace(INVISIBLE, "").trim()].slice(0, max).join("").trim();
  return clean === "" ? null : clean;
}
