/**
 * A minimal client for an OpenAI-compatible chat-completions endpoint (POST url with
 * {model, messages, tools}; reply in choices[0].message: content and/or tool_calls). No SDK:
 * one fetch per round with a hard timeout, and any surprise is an error the caller falls back from.
 */

export interface LlmOptions {
  /** The full endpoint, e.g. https://api.example.com/v1/chat/completions. */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** A function the model asked to run, as the protocol carries it (arguments are a JSON string). */
export interface LlmToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export type LlmMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** A function offered to the model: its name, what it is for, and its arguments as JSON Schema. */
export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One reply of the model: text, functions to run, or both. */
export interface LlmReply {
  content: string | null;
  toolCalls: LlmToolCall[];
}

export interface CompletionRequest {
  tools?: LlmTool[];
  /** "none" asks for text only (the last round of a tool loop). */
  toolChoice?: "auto" | "none";
  /** This request's own limit; defaults to the options' timeout. */
  timeoutMs?: number;
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

/** The well-formed tool calls of a reply; others (no id, no name) cannot be answered and are dropped. */
function toolCallsOf(raw: unknown): LlmToolCall[] {
  if (!Array.isArray(raw)) return [];
  const calls: LlmToolCall[] = [];
  for (const item of raw) {
    const call = item as { id?: unknown; function?: { name?: unknown; arguments?: unknown } } | null;
    if (typeof call?.id !== "string" || typeof call.function?.name !== "string") continue;
    const args = call.function.arguments;
    // Some servers send the arguments as an object rather than a JSON string.
    const text = typeof args === "string" ? args : args === undefined ? "" : JSON.stringify(args);
    calls.push({ id: call.id, type: "function", function: { name: call.function.name, arguments: text } });
  }
  return calls;
}

export async function chatCompletion(
  options: LlmOptions,
  messages: LlmMessage[],
  request: CompletionRequest = {},
): Promise<LlmReply> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const timeoutMs = request.timeoutMs ?? options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const tools = request.tools?.length
    ? {
        tools: request.tools.map((t) => ({
          type: "function",
          function: { name: t.name, description: t.description, parameters: t.parameters },
        })),
        tool_choice: request.toolChoice ?? "auto",
      }
    : {};
  let response: Response;
  let data: unknown;
  try {
    // The signal also bounds reading the body, so a server that stalls mid-reply cannot hold the visitor.
    response = await fetch(options.url, {
      method: "POST",
      headers,
      body: JSON.stringify({
        model: options.model,
        messages,
        ...tools,
        temperature: 0.2,
        max_tokens: 700,
        stream: false,
      }),
      signal: AbortSignal.timeout(Math.max(1, timeoutMs)),
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
    if (name === "TimeoutError" || name === "AbortError") throw new LlmError("timeout", `${timeoutMs} ms`);
    if (error instanceof SyntaxError) throw new LlmError("format", "invalid JSON");
    throw new LlmError("network", name ?? "fetch failed");
  }
  const message = (data as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null)
    ?.choices?.[0]?.message;
  const content = typeof message?.content === "string" && message.content.trim() ? message.content : null;
  const toolCalls = toolCallsOf(message?.tool_calls);
  if (content === null && toolCalls.length === 0) throw new LlmError("format", "no message content");
  return { content, toolCalls };
}

/** What the caller makes of one tool call: a result for the model, or the end of the exchange. */
export type ToolOutcome<T> = { result: unknown } | { finish: T };

export interface ToolLoopOptions<T> {
  tools: LlmTool[];
  /** Runs a call of one of `tools` with its parsed arguments; must not throw. */
  run: (name: string, args: unknown) => ToolOutcome<T>;
  /** Rounds in which the model may call tools; one more request then asks for text only. */
  maxRounds?: number;
  /** The whole exchange, every round included; each request also keeps within the options' timeout. */
  totalTimeoutMs?: number;
}

export const MAX_TOOL_ROUNDS = 3;
// More calls than this in one reply get an error result instead of being run.
const MAX_CALLS_PER_ROUND = 8;

/**
 * Sends the messages with the tools offered, runs the calls the model asks for and feeds
 * their results back, until the model answers in text or a tool finishes the exchange. A
 * model that keeps calling tools is asked once for text only, then given up on (LlmError).
 */
export async function completeWithTools<T>(
  options: LlmOptions,
  messages: LlmMessage[],
  loop: ToolLoopOptions<T>,
): Promise<{ text: string } | { finished: T }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const deadline = Date.now() + (loop.totalTimeoutMs ?? 2 * timeoutMs);
  const maxRounds = loop.maxRounds ?? MAX_TOOL_ROUNDS;
  const names = new Set(loop.tools.map((t) => t.name));
  const sent = [...messages];
  for (let round = 0; ; round++) {
    const last = round >= maxRounds;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new LlmError("timeout", "tool rounds");
    const reply = await chatCompletion(options, sent, {
      tools: loop.tools,
      toolChoice: last ? "none" : "auto",
      timeoutMs: Math.min(timeoutMs, remaining),
    });
    if (reply.toolCalls.length === 0 && reply.content !== null) return { text: reply.content };
    if (last) {
      if (reply.content !== null) return { text: reply.content };
      throw new LlmError("format", `still calling tools after ${maxRounds} rounds`);
    }
    sent.push({ role: "assistant", content: reply.content, tool_calls: reply.toolCalls });
    for (const [i, call] of reply.toolCalls.entries()) {
      const outcome = runCall(call, i, names, loop.run);
      if ("finish" in outcome) return { finished: outcome.finish };
      sent.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(outcome.result) });
    }
  }
}

function runCall<T>(
  call: LlmToolCall,
  index: number,
  names: Set<string>,
  run: (name: string, args: unknown) => ToolOutcome<T>,
): ToolOutcome<T> {
  const { name, arguments: raw } = call.function;
  if (index >= MAX_CALLS_PER_ROUND) return { result: { error: "too many tool calls in one reply" } };
  if (!names.has(name)) return { result: { error: `unknown tool "${name.slice(0, 60)}"`, tools: [...names] } };
  let args: unknown;
  try {
    args = raw.trim() ? JSON.parse(raw) : {};
  } catch {
    return { result: { error: "the arguments are not valid JSON" } };
  }
  try {
    return run(name, args);
  } catch {
    // The tools validate their arguments; this only keeps a bug from ending the visitor's answer.
    return { result: { error: "the tool failed" } };
  }
}
