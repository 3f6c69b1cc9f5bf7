import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatQuickOptions } from "../../content/chat-widget";
import { planCard } from "../../content/pricing-plans";
import { createChatEngine } from "../../server/chat/engine";
import { planLine } from "../../server/chat/knowledge/pricing-docs";

/**
 * The optional model path against a local stand-in that speaks the OpenAI
 * chat-completions protocol: success, slowness (timeout) and errors, each of which
 * must fall back to the built-in answer.
 */

type Handler = (body: any, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let url: string;
let handler: Handler;
let requests: { body: any; authorization?: string }[] = [];

const completion = (content: unknown) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw);
      requests.push({ body, authorization: req.headers.authorization });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

const reply =
  (status: number, body: unknown): Handler =>
  (_body, _req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

const now = new Date("2025-06-10T02:00:00Z");
const question = (content: string) => [{ role: "user" as const, content }];
const builtInMigration = planLine(planCard("cloud-migration", "en")!, "en");

describe("the assistant with a model configured", () => {
  it("answers with the model, grounded on the site's pages, and sends the key and model", async () => {
    handler = reply(
      200,
      completion("Cloud migration costs ¥1,000 per GB. See [Pricing Calculator](/en/pricing-calculator)."),
    );
    const engine = createChatEngine({ llm: { url, apiKey: "test-key", model: "stand-in-1", timeoutMs: 2000 } });
    const output = await engine({
      language: "en",
      history: question("How much does cloud migration cost?"),
      state: null,
      now,
    });

    expect(output.message).toBe(
      "Cloud migration costs ¥1,000 per GB. See [Pricing Calculator](/en/pricing-calculator).",
    );
    expect(requests).toHaveLength(1);
    const { body, authorization } = requests[0];
    expect(authorization).toBe("Bearer test-key");
    expect(body.model).toBe("stand-in-1");
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[0].content).toContain(builtInMigration);
    expect(body.messages[0].content).toContain("/en/pricing-calculator");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "How much does cloud migration cost?" });
  });

  it("sends the model no email address or phone number of the visitor", async () => {
    handler = reply(
      200,
      completion("Cloud migration costs ¥1,000 per GB. See [Pricing Calculator](/en/pricing-calculator)."),
    );
    const engine = createChatEngine({ llm: { url, model: "stand-in-1", timeoutMs: 2000 } });
    const history = [
      { role: "user" as const, content: "Hi, I'm Jane (jane.doe@example.com, +81 90-1234-5678)." },
      { role: "assistant" as const, content: "Hello! Feel free to ask about our services or prices." },
      { role: "user" as const, content: "How much does cloud migration cost? You can also call 03-1234-5678." },
    ];
    const output = await engine({ language: "en", history, state: null, now });
    expect(output.message).toContain("¥1,000 per GB");
    expect(requests).toHaveLength(1);
    const sent = JSON.stringify(requests[0].body);
    for (const secret of ["jane.doe@example.com", "90-1234-5678", "03-1234-5678"]) expect(sent).not.toContain(secret);
    expect(sent).toContain("[email]");
    expect(sent).toContain("How much does cloud migration cost?");
  });

  it("removes markup and links to other sites from the model's reply", async () => {
    handler = reply(
      200,
      completion(
        "Hello <script>alert(1)</script><b>there</b>. [Click here](https://evil.example/x) or ![x](/img.png) [Contact](/en/contact)",
      ),
    );
    const engine = createChatEngine({ llm: { url, model: "stand-in-1" } });
    const output = await engine({ language: "en", history: question("Tell me about your company"), state: null, now });
    expect(output.message).not.toMatch(/<|>/);
    expect(output.message).not.toContain("evil.example");
    expect(output.message).toContain("Click here");
    expect(output.message).toContain("[Contact](/en/contact)");
  });

  it("adds a link to the best page when the model gives none", async () => {
    handler = reply(200, completion("クラウド移行は1GBあたり1,000円です。"));
    const engine = createChatEngine({ llm: { url, model: "stand-in-1" } });
    const output = await engine({ language: "ja", history: question("クラウド移行の費用は？"), state: null, now });
    expect(output.message).toContain("クラウド移行は1GBあたり1,000円です。");
    expect(output.message).toContain("](/pricing-calculator)");
  });

  it("falls back to the built-in answer when the model is too slow", async () => {
    const MODEL_DELAY_MS = 20_000;
    handler = (_body, _req, res) => {
      const timer = setTimeout(() => reply(200, completion("too late"))(_body, _req, res), MODEL_DELAY_MS);
      res.on("close", () => clearTimeout(timer));
    };
    const engine = createChatEngine({ llm: { url, model: "stand-in-1", timeoutMs: 300 } });
    const started = Date.now();
    const output = await engine({
      language: "en",
      history: question("How much does cloud migration cost?"),
      state: null,
      now,
    });
    // Answered long before the model would have been: the timeout, not the model, ended the wait.
    expect(Date.now() - started).toBeLessThan(MODEL_DELAY_MS / 2);
    expect(output.message).toContain(builtInMigration);
    expect(output.message).not.toContain("too late");
  });

  it("falls back to the built-in answer on a server error", async () => {
    handler = reply(500, { error: { message: "boom" } });
    const engine = createChatEngine({ llm: { url, model: "stand-in-1" } });
    const output = await engine({
      language: "en",
      history: question("How much does cloud migration cost?"),
      state: null,
      now,
    });
    expect(requests).toHaveLength(1);
    expect(output.message).toContain(builtInMigration);
  });

  it("falls back on a reply without a message or with invalid JSON", async () => {
    const engine = createChatEngine({ llm: { url, model: "stand-in-1" } });
    handler = reply(200, { choices: [] });
    expect(
      (await engine({ language: "en", history: question("How much does cloud migration cost?"), state: null, now }))
        .message,
    ).toContain(builtInMigration);
    handler = (_body, _req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{not json");
    };
    expect(
      (await engine({ language: "en", history: question("How much does cloud migration cost?"), state: null, now }))
        .message,
    ).toContain(builtInMigration);
  });

  it("falls back when nothing listens at the address", async () => {
    const engine = createChatEngine({
      llm: { url: "http://127.0.0.1:9/v1/chat/completions", model: "stand-in-1", timeoutMs: 1000 },
    });
    const output = await engine({
      language: "en",
      history: question("How much does cloud migration cost?"),
      state: null,
      now,
    });
    expect(output.message).toContain(builtInMigration);
  });

  it("keeps quotes and lead capture in the built-in engine", async () => {
    handler = reply(200, completion("should not be used"));
    const engine = createChatEngine({ llm: { url, model: "stand-in-1" } });
    const label = chatQuickOptions.en.find((o) => o.id === "sales")!.label;
    const output = await engine({
      language: "en",
      history: [{ role: "user", content: label, type: "menu_selection" }],
      state: null,
      now,
    });
    expect(output.state).toMatchObject({ flow: "lead", kind: "sales" });
    expect(requests).toHaveLength(0);
  });
});
