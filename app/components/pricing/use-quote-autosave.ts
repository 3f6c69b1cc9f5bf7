import { useEffect, useRef, type RefObject } from "react";
import { AUTOSAVE_DELAY_MS, saveQuote, type QuoteChange, type QuoteHandle } from "../../../domain/pricing/quote-client";

/**
 * Spec section 4: on the configure step, the quote is saved about a second after
 * the last change (debounced). A failed save is only logged (spec section 8);
 * the next change or Get Final Quote tries again.
 */
export function useQuoteAutosave({
  enabled,
  quote,
  change,
  changeKey,
  lastSaved,
}: {
  enabled: boolean;
  quote: QuoteHandle | null;
  change: QuoteChange | null;
  changeKey: string | null;
  lastSaved: RefObject<string | null>;
}) {
  // changeKey stands for change: the save reruns exactly when the saved content would differ, and sends the latest.
  const latest = useRef(change);
  useEffect(() => {
    latest.current = change;
  });
  useEffect(() => {
    if (!enabled || !quote || !latest.current || !changeKey || changeKey === lastSaved.current) return;
    const pending = latest.current;
    const timer = window.setTimeout(() => {
      saveQuote(quote, pending).then(
        () => {
          lastSaved.current = changeKey;
        },
        (error: unknown) => console.warn("quote autosave failed", error instanceof Error ? error.message : error),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, quote, changeKey, lastSaved]);
}
