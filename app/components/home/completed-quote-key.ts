// Where a completed quote waits for the home page (completed-quote.ts), and the one check the boot script needs:
// kept apart so the page's load carries these few bytes, not the store.
export const COMPLETED_QUOTE_KEY = "completed-quote";

export function hasCompletedQuote(): boolean {
  try {
    return sessionStorage.getItem(COMPLETED_QUOTE_KEY) !== null;
  } catch {
    return false;
  }
}
