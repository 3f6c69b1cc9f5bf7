import { japanesePhrases } from "./japanese-phrases";

/**
 * Islands are rendered again by React in the browser, which has no BudouX, so the server's <wbr> pass
 * (line-breaks-html.ts) cannot reach them without breaking hydration. Their words come from the server,
 * though: in their props. Each Japanese string there gets a zero-width space at
 * every BudouX phrase boundary, so the server's render and the browser's agree, and with
 * `word-break: keep-all` (app.css) a line breaks only there. Zero-width spaces are not read aloud and
 * are dropped by the accessible name computation.
 */
export const PHRASE_BREAK = "\u200b";

// Data the island sends back or puts in addresses, never shown as running text: left exactly as it is.
const DATA_KEYS = new Set([
  "typed",
  "values",
  "value",
  "id",
  "to",
  "href",
  "linkHref",
  "src",
  "url",
  "formToken",
  "pathname",
  "schedulerUrl",
  "email",
  "match",
  // Attributes, never wrapped, and compared as they are.
  "placeholder",
  "ariaLabel",
  "frameTitle",
]);

/** Props of an island that are attributes, by island: the map's `title` is its iframe's. */
const ATTRIBUTE_PROPS: Record<string, readonly string[]> = { "lazy-map": ["title"] };

/** `value` with a phrase break between the BudouX phrases of every Japanese string in it (data keys excepted). */
export function withIslandPhraseBreaks<T>(value: T, island?: string): T {
  const attributes = (island && ATTRIBUTE_PROPS[island]) || [];
  if (attributes.length && value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, attributes.includes(k) ? v : withIslandPhraseBreaks(v)]),
    ) as T;
  }
  if (typeof value === "string") {
    const phrases = japanesePhrases(value);
    return (phrases.length > 1 ? phrases.join(PHRASE_BREAK) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => withIslandPhraseBreaks(v)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, DATA_KEYS.has(k) ? v : withIslandPhraseBreaks(v)]),
    ) as T;
  }
  return value;
}
