import { attribution } from "../analytics/attribution";
import type { Locale } from "../i18n/locales";
import type { PlanId, Specifications } from "./pricing";

/**
 * The calculator's side of /api/quotes. The browser sends the plan and
 * specifications only; the server computes and stores the price.
 */

/** Spec section 9: autosave runs this long after the last change on the configure step. */
export const AUTOSAVE_DELAY_MS = 1000;
/** Where the quote id and token survive a reload of the tab (not other tabs, not a closed browser). */
export const QUOTE_STORAGE_KEY = "pricing-calculator-quote";

export interface QuoteHandle {
  id: string;
  token: string;
}

export interface StoredQuote {
  id: string;
  status: "incomplete" | "complete";
  language: Locale;
  serviceType: PlanId | null;
  specifications: Partial<Specifications> | null;
  estimatedPrice: number;
}

export interface QuoteChange {
  serviceType: PlanId;
  specifications: Partial<Specifications>;
  language: Locale;
}

/** A refusal from the API, with the field and translated message it named. */
export class QuoteApiError extends Error {
  constructor(
    readonly status: number,
    readonly field: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  quote?: QuoteHandle,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(quote ? { Authorization: `Bearer ${quote.token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { error?: { field?: string; message?: string } } | null;
  if (!response.ok)
    throw new QuoteApiError(response.status, json?.error?.field, json?.error?.message ?? response.statusText);
  return json as T;
}

export function startQuote(
  input: { name: string; email: string; company?: string; language: Locale; sessionId?: string; formToken: string },
  idempotencyKey?: string,
) {
  return call<QuoteHandle & { status: string }>(
    "POST",
    "/api/quotes",
    input,
    undefined,
    idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
  );
}

export function loadQuote(quote: QuoteHandle) {
  return call<StoredQuote>("GET", `/api/quotes/${encodeURIComponent(quote.id)}`, undefined, quote);
}

export function saveQuote(quote: QuoteHandle, change: QuoteChange) {
  return call<StoredQuote>("PATCH", `/api/quotes/${encodeURIComponent(quote.id)}`, change, quote);
}

export function completeQuote(quote: QuoteHandle, language: Locale) {
  return call<{ id: string; reference: string; status: "complete"; estimatedPrice: number; quotationUrl: string }>(
    "POST",
    `/api/quotes/${encodeURIComponent(quote.id)}/complete`,
    { language, attribution: attribution() },
    quote,
  );
}

export function readStoredQuote(): QuoteHandle | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(QUOTE_STORAGE_KEY) ?? "null") as Partial<QuoteHandle> | null;
    return value && typeof value.id === "string" && typeof value.token === "string"
      ? { id: value.id, token: value.token }
      : null;
  } catch {
    return null;
  }
}

export function storeQuote(quote: QuoteHandle | null) {
  try {
    if (quote) sessionStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(quote));
    else sessionStorage.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // Storage disabled: the calculator still works, it just cannot resume after a reload.
  }
}

/** A random UUID where the browser offers one (secure contexts); otherwise the server makes one. */
export function randomId(): string | undefined {
  return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID() : undefined;
}
