import { contactBody } from "./contact-burst";
import type { FormName } from "../../domain/forms/form-token";
import { formToken } from "./form-tokens";

export type WriteKind = "contact" | "quote" | "chat";

export interface WriteOutcome {
  kind: WriteKind;
  /** HTTP status, or 0 when there was no answer at all. */
  status: number;
  retryAfter: string | null;
  /** The error of a refusal: {code, field, message}. */
  error?: { code: string; field: string; message: string };
  /** The stored row's id from a success (contact message, quote or conversation). */
  id?: string;
  ms: number;
}

const bodies: Record<WriteKind, (i: number, run: string) => { path: string; body: object }> = {
  contact: (i, run) => ({ path: "/api/contact", body: contactBody(i, run) }),
  quote: (i, run) => ({
    path: "/api/quotes",
    body: { name: "山田 太郎", email: `${run}-${i}@example.jp`, language: "ja" },
  }),
  chat: (i, run) => ({
    path: "/api/chat",
    body: {
      messages: [{ role: "user", content: "ホームページ制作の費用を教えてください。" }],
      sessionId: `session-${run}-${i}`.padEnd(16, "0"),
      language: "ja",
    },
  }),
};

const retryTokens = new Map<string, string>();

/**
 * One write to the API as a same-origin page would send it, in `language`
 * (Accept-Language, which a refusal before the body is read answers in).
 * Never throws: a failed connection is status 0.
 */
export async function writeOnce(
  baseUrl: string,
  kind: WriteKind,
  i: number,
  {
    run = "faults",
    language = "ja",
    headers = {},
  }: { run?: string; language?: "ja" | "en"; headers?: Record<string, string> } = {},
): Promise<WriteOutcome> {
  const { path, body: fields } = bodies[kind](i, run);
  // A retry (same Idempotency-Key) comes from the same page, so it carries the same form token.
  const key = headers["idempotency-key"];
  const form: FormName = kind;
  const token = key ? (retryTokens.get(`${kind} ${run} ${i} ${key}`) ?? formToken(form)) : formToken(form);
  if (key) retryTokens.set(`${kind} ${run} ${i} ${key}`, token);
  const body = { ...fields, formToken: token };
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language, ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as {
      id?: string;
      conversationId?: string;
      error?: WriteOutcome["error"];
    };
    return {
      kind,
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      error: json.error,
      id: res.ok ? (json.id ?? json.conversationId) : undefined,
      ms: Date.now() - started,
    };
  } catch {
    return { kind, status: 0, retryAfter: null, ms: Date.now() - started };
  }
}
