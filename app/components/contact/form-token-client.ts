/** A fresh signed form token from the server (GET /api/form-token), or null when it cannot be reached. */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const response = await fetch("/api/form-token", { cache: "no-store" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = (body as { token?: unknown } | null)?.token;
    return typeof token === "string" ? token : null;
  } catch {
    return null;
  }
}

/**
 * The server silently drops a submission whose token is younger than its minimum
 * fill time (MIN_FILL_MS, 3 s, in server/http/form-token.server.ts). A person who
 * autofills and sends at once must not lose the message, so the form waits out
 * the rest of that time (plus a margin) before posting.
 */
export const TOKEN_MIN_AGE_MS = 3_200;

export function waitForTokenAge(obtainedAt: number): Promise<void> {
  const remaining = obtainedAt + TOKEN_MIN_AGE_MS - Date.now();
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}
