import { useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";
import type { PlanId, Specifications } from "../../../domain/pricing/pricing";
import {
  loadQuote,
  QuoteApiError,
  readStoredQuote,
  storeQuote,
  type QuoteHandle,
} from "../../../domain/pricing/quote-client";

export interface ResumedQuote {
  handle: QuoteHandle;
  serviceType: PlanId | null;
  specifications: Partial<Specifications> | null;
  /** The saved state in the form autosave compares against. */
  savedKey: string | null;
}

// The quote the tab held when the page loaded, read once: the one the visitor starts later is no resume.
let atLoad: QuoteHandle | null | undefined;
const storedAtLoad = () => (atLoad === undefined ? (atLoad = readStoredQuote()) : atLoad);
const noSubscription = () => () => {};

/**
 * A reload (or a language switch, which loads the other language's page) finds
 * the quote id and token in sessionStorage and picks up where the visitor was.
 * Returns true while the saved quote is being fetched.
 */
export function useQuoteResume(onResume: (quote: ResumedQuote) => void): boolean {
  // sessionStorage is the browser's: no quote while rendering on the server and hydrating, as prerendered.
  const handle = useSyncExternalStore(noSubscription, storedAtLoad, () => null);
  const [settled, setSettled] = useState(false);
  const resumed = useEffectEvent(onResume);

  useEffect(() => {
    if (!handle) return;
    let active = true;
    loadQuote(handle)
      .then((quote) => {
        if (!active) return;
        // A completed quote is read-only: start a new one instead.
        if (quote.status !== "incomplete") return storeQuote(null);
        resumed({
          handle,
          serviceType: quote.serviceType,
          specifications: quote.specifications,
          savedKey: quote.serviceType
            ? JSON.stringify({
                serviceType: quote.serviceType,
                specifications: quote.specifications,
                language: quote.language,
              })
            : null,
        });
      })
      .catch((error: unknown) => {
        if (error instanceof QuoteApiError && error.status === 404) storeQuote(null);
        console.warn("quote resume failed", error instanceof Error ? error.message : error);
      })
      .finally(() => active && setSettled(true));
    return () => {
      active = false;
    };
  }, [handle]);

  return handle !== null && !settled;
}
