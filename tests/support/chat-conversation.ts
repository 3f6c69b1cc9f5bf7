import type { Locale } from "../../domain/i18n/locales";
import type { ChatEngine, ChatEngineOutput, ChatTurn, ConversationState } from "../../server/chat/chat-types";

/**
 * Plays a conversation through an engine as the chat API does: the history grows by each visitor turn and the
 * assistant's reply, and each turn gets the state the one before left. A string is the visitor's typed message;
 * a turn is passed as it is (a quick option, say). Resolves to every reply, in order.
 */
export async function converse(
  engine: ChatEngine,
  language: Locale,
  messages: (string | ChatTurn)[],
  now: Date,
): Promise<ChatEngineOutput[]> {
  const history: ChatTurn[] = [];
  let state: ConversationState | null = null;
  const outputs: ChatEngineOutput[] = [];
  for (const message of messages) {
    history.push(typeof message === "string" ? { role: "user", content: message } : message);
    const output = await engine({ language, history: [...history], state, now });
    outputs.push(output);
    state = output.state;
    history.push({ role: "assistant", content: output.message });
  }
  return outputs;
}
