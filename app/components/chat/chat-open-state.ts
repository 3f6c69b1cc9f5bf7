// Whether the chat panel was open, for this tab: content pages are separate documents
// (docs/decisions/010-islands.md), and an open conversation should stay in view from
// one page to the next as it does in single-page widgets. No React here: the page's
// boot script reads it to decide whether the chat needs React at once.
const OPEN_KEY = "chat-panel-open";

export function rememberChatOpen(open: boolean) {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, "1");
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage disabled: the panel simply starts closed on the next page.
  }
}

/** The conversation and token of an emailed answer's link in the page's address, if it is one. */
export function reopenLink(): { conversationId: string; token: string } | null {
  if (typeof location === "undefined") return null;
  const match = /^#chat=([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(location.hash);
  return match ? { conversationId: match[1]!, token: match[2]! } : null;
}

/**
 * Reopen after following a link (or going back), not after a reload: reloading is starting over. An emailed
 * answer's link opens the panel on its conversation.
 */
export function chatWasOpen(): boolean {
  if (reopenLink()) return true;
  try {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return entry?.type !== "reload" && sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
}
