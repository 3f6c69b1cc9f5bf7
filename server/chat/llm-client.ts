/**
 * A minimal client for an OpenAI-compatible chat-completions endpoint (POST url with
 * {model, messages}; reply in choices[0].message.content). No SDK: one fetch with a
 * hard timeout, and any surprise is an error the caller falls back from.
 */

export interface LlmOptions {
  /** The full endpoint, e.g. https://api.example.com/v1/chat/completions. */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export const DEFAULT_LLM_TIMEOUT_MS = 8000;

export class LlmError extends Error {
  constructor(
    readonly reason: "timeout" | "status" | "network" | "format",
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export async function chatCompletion(options: LlmOptions, messages: LlmMessage[]): Promise<string> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  let response: Response;
  let data: unknown;
  try {
    // The signal also bounds reading the body, so a server that stalls mid-reply cannot hold the visitor.
    response = await fetch(options.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: 700, stream: false }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS),
      redirect: "error",
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new LlmError("status", String(response.status));
    }
    data = await response.json();
  } catch (error) {
    if (error instanceof LlmError) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (name === "TimeoutError" || name === "AbortError")
      throw new LlmError("timeout", `${options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS} ms`);
    if (error instanceof SyntaxError) throw new LlmError("format", "invalid JSON");
    throw new LlmError("network", name ?? "fetch failed");
  }
  const content = (data as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new LlmError("format", "no message content");
  return content;
}
