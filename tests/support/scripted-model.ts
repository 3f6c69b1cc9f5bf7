import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint whose replies a test
 * scripts: plain text, tool calls, errors or silence. Every request body is kept for the test
 * to inspect (what the engine sent the model, tool results included).
 */

export type ModelHandler = (body: any, req: IncomingMessage, res: ServerResponse) => void;

export interface ScriptedModel {
  url: string;
  requests: { body: any; authorization?: string }[];
  /** What the server answers next; replace it per test. */
  handler: ModelHandler;
  close(): Promise<void>;
}

export async function startScriptedModel(): Promise<ScriptedModel> {
  const model: ScriptedModel = {
    url: "",
    requests: [],
    handler: respond(500, { error: { message: "no script" } }),
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw);
      model.requests.push({ body, authorization: req.headers.authorization });
      model.handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  model.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  model.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return model;
}

export const respond =
  (status: number, body: unknown): ModelHandler =>
  (_body, _req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

/** A chat-completions answer with text. */
export const completion = (content: unknown) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

/** A chat-completions answer asking for tools: [name, arguments (an object, or a raw string sent as is)]. */
export function toolCalls(...calls: [string, unknown][]) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: null,
          tool_calls: calls.map(([name, args], i) => ({
            id: `call_${i + 1}`,
            type: "function",
            function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) },
          })),
        },
        finish_reason: "tool_calls",
      },
    ],
  };
}

/** The tool results the engine sent back in a request, parsed, by call id. */
export function toolResults(body: any): Record<string, any> {
  return Object.fromEntries(
    (body.messages as any[])
      .filter((m) => m.role === "tool")
      .map((m) => [m.tool_call_id as string, JSON.parse(m.content as string)]),
  );
}

/** The visitor's last message in a request to the model. */
export const lastVisitorMessage = (body: any): string =>
  [...(body.messages as any[])].reverse().find((m) => m.role === "user")?.content ?? "";
