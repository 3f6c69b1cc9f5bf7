// The quote just completed in the calculator, for this tab: the home page it moves to is a prerendered,
// separate document, so the quotation number and links travel in sessionStorage and the page stays static.
// No React here; the boot script only needs hasCompletedQuote (completed-quote-key.ts).
import { COMPLETED_QUOTE_KEY as KEY } from "./completed-quote-key";

export interface CompletedQuote {
  /** The quotation number, Q-YYMM-NNNN. */
  reference: string;
  /** The online copy's path, /quotation/<id>/<token>; its PDF is at <path>/pdf. */
  quotationUrl: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let raw: string | null = null;
let parsed: CompletedQuote | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const isQuotationPath = (value: unknown): value is string =>
  typeof value === "string" && /^\/quotation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/.test(value);

/** The stored quote, the same object for the same stored text (useSyncExternalStore compares by identity). */
export function completedQuote(): CompletedQuote | null {
  const now = read();
  if (now === raw) return parsed;
  raw = now;
  try {
    const value = JSON.parse(now ?? "null") as Partial<CompletedQuote> | null;
    // Only our own shape: the link goes into an href, so nothing else stored under the key may become one.
    parsed =
      value && typeof value.reference === "string" && isQuotationPath(value.quotationUrl)
        ? { reference: value.reference, quotationUrl: value.quotationUrl }
        : null;
  } catch {
    parsed = null;
  }
  return parsed;
}

export function rememberCompletedQuote(quote: CompletedQuote | null) {
  try {
    if (quote) sessionStorage.setItem(KEY, JSON.stringify(quote));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the email still carries the number and the links.
  }
  listeners.forEach((l) => l());
}

export function subscribeCompletedQuote(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
