import { tokenFillMs, type FormName } from "./form-token";

/** A fresh signed token for `form` from the server (GET /api/form-token), or null when it cannot be reached. */
export async function fetchFormToken(form: FormName): Promise<string | null> {
  try {
    const response = await fetch(`/api/form-token?form=${form}`, { cache: "no-store" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = (body as { token?: unknown } | null)?.token;
    return typeof token === "string" ? token : null;
  } catch {
    return null;
  }
}

/**
 * The server refuses a contact or quote token younger than its minimum fill time,
 * which the token names (3 s unless configured). A person who autofills and sends
 * at once must not be refused, so the page waits out the rest of that time, plus a
 * margin, counted from when it received the token.
 */
const FILL_MARGIN_MS = 200;

export function waitForTokenAge(token: string, obtainedAt: number): Promise<void> {
  const remaining = obtainedAt + tokenFillMs(token) + FILL_MARGIN_MS - Date.now();
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}

/** An API refusal about the form token itself (expired, used up, too fast): a new token fixes it. */
export function isFormTokenRefusal(status: number, field: unknown): boolean {
  return status === 403 && field === "formToken";
}

export interface FormTokenHolder {
  /** Fetches a token ahead of need, so its fill time runs while the person types. */
  prefetch(): Promise<void>;
  /** The held token (fetched now if there is none), once it is old enough to be accepted; null if unreachable. */
  take(): Promise<string | null>;
  /** Forgets the token (used up or refused): the next take() gets a new one. */
  drop(): void;
}

/** One island's token for `form`; `waitForAge` for forms with a minimum fill time (contact, quote). */
export function formTokenHolder(form: FormName, { waitForAge }: { waitForAge: boolean }): FormTokenHolder {
  let held: { token: string; at: number } | null = null;
  let pending: Promise<void> | null = null;
  const prefetch = () =>
    (pending ??= fetchFormToken(form).then((token) => {
      pending = null;
      if (token) held = { token, at: Date.now() };
    }));
  return {
    prefetch: () => (held ? Promise.resolve() : prefetch()),
    async take() {
      if (!held) await prefetch();
      const current = held;
      if (!current) return null;
      if (waitForAge) await waitForTokenAge(current.token, current.at);
      return current.token;
    },
    drop() {
      held = null;
    },
  };
}
