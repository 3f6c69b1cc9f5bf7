import type { Env } from "../env";
import type { ChatEngine } from "./chat-types";
import { createChatEngine, type LlmOptions } from "./engine";

function llmOptions(env: Env): LlmOptions | undefined {
  if (!env.CHAT_LLM_URL || !env.CHAT_LLM_MODEL) return undefined;
  return {
    url: env.CHAT_LLM_URL,
    apiKey: env.CHAT_LLM_API_KEY || undefined,
    model: env.CHAT_LLM_MODEL,
    timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
  };
}

/**
 * The assistant POST /api/chat uses unless the services carry another one: the
 * built-in engine over the site's content, asking a model first when one is configured.
 */
export function defaultChatEngine(env: Env): ChatEngine {
  return createChatEngine({ llm: llmOptions(env) });
}
