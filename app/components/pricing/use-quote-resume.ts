import { useEffect, useRef, useState } from "react";
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

/**
 * A reload (or a language switch, which loads the other language's page) finds
 * the quote id and token in sessionStorage and picks up where the visitor was.
 * Returns true while the saved quote is being fetched.
 */
export function useQuoteResume(onResume: (quote: ResumedQuote) => void): boolean {
  const [resuming, setResuming] = useState(false);
  const callback = useRef(onResume);
  callback.current = onResume;

  useEffect(() => {
    const handle = readStoredQuote();
    if (!handle) return;
    let active = true;
    setResuming(true);
    loadQuote(handle)
      .then((quote) => {
        if (!active) return;
        // A completed quote is read-only: start a new one instead.
        if (quote.status !== "incomplete") return storeQuote(null);
        callback.current({
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
      .finally(() => active && setResuming(false));
    return () => {
      active = false;
    };
  }, []);

  return resuming;
}
