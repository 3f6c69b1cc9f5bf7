import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultChatEngine } from "../../server/chat/default-engine";
import { formatReport, inProcessTarget, runEval } from "../../server/chat-eval/eval-run";
import { readEvalTable } from "../../server/chat-eval/eval-table";
import { parseEnv } from "../../server/env";
import {
  completion,
  lastVisitorMessage,
  respond,
  startScriptedModel,
  type ModelHandler,
  type ScriptedModel,
} from "../support/scripted-model";
import { builtServerDir, spawnServer } from "../support/spawn-server";

/**
 * `npm run chat:eval` on the example table (tests/fixtures/chat-eval): the built-in engine,
 * a scripted model whose replies are known to be right or wrong (the score must say so), the
 * built command, and a running server over HTTP.
 */

const fixture = resolve("tests/fixtures/chat-eval");
// Tuesday 11:00 in Tokyo: within business hours.
const now = new Date("2025-06-10T02:00:00Z");
const cli = join(builtServerDir, "app-server/chat-eval.js");
const cliBuilt = existsSync(cli);
if (!cliBuilt) console.warn(`No ${cli}: the chat:eval command runs are SKIPPED (run \`npm run build\`).`);

let model: ScriptedModel;
beforeAll(async () => {
  model = await startScriptedModel();
});
afterAll(() => model.close());
beforeEach(() => {
  model.requests = [];
});

/** The scripted model: right about hours and the address, wrong about the phone; anything else fails (500). */
const scriptedAnswers: ModelHandler = (body, req, res) => {
  const asked = lastVisitorMessage(body);
  const answer = /business hours/i.test(asked)
    ? "We're open weekdays 9:00–18:00 JST and closed on weekends. [Contact](/en/contact)"
    : asked.includes("住所")
      ? "所在地は〒210-0007 神奈川県川崎市川崎区駅前本町12-8 多摩川ビル5Fです。[お問い合わせ](/contact)"
      : asked.includes("電話")
        ? "お電話番号はお問い合わせページをご覧ください。[お問い合わせ](/contact)"
        : null;
  respond(answer ? 200 : 500, answer ? completion(answer) : { error: "unscripted" })(body, req, res);
};

/** Runs the built command; resolves with its exit code and output. */
function chatEval(args: string[], env: Record<string, string> = {}) {
  // A directory of its own: a developer's .env must not choose the engine under test.
  const cwd = mkdtempSync(join(tmpdir(), "chat-eval-cwd-"));
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "error", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        rmSync(cwd, { recursive: true, force: true });
        done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    ),
  );
}

describe("chat:eval in-process", () => {
  it("scores the built-in engine on the example table", async () => {
    const result = await runEval(
      readEvalTable([fixture]),
      inProcessTarget(defaultChatEngine(parseEnv({})), () => now),
    );
    expect(result.misses).toEqual([]);
    expect(formatReport(result)).toEqual([
      "  by language: ja 3/3 (100.0 %), en 4/4 (100.0 %)",
      "chat:eval: 7/7 turns (100.0 %), leads 1/1",
    ]);
  });

  it("scores the model CHAT_LLM_* configures: what the scripted model got wrong is the miss", async () => {
    model.handler = scriptedAnswers;
    const env = parseEnv({ CHAT_LLM_URL: model.url, CHAT_LLM_MODEL: "stand-in-1", CHAT_LLM_TIMEOUT_MS: "2000" });
    const result = await runEval(
      readEvalTable([fixture]),
      inProcessTarget(defaultChatEngine(env), () => now),
    );
    // The three free questions went to the model; the estimate, the refusal and the lead flow are the built-in engine's.
    expect(model.requests.map((r) => lastVisitorMessage(r.body))).toEqual([
      "会社の住所を教えてください",
      "電話番号も教えてもらえますか？",
      "What are your business hours? Is anyone there on Saturdays?",
    ]);
    const report = formatReport(result);
    expect(report).toHaveLength(3);
    expect(report[0]).toMatch(
      /^ {2}miss: X-J2 turn 2 "電話番号も教えてもらえますか？": missing \/\{PHONE\}\/ \(got "お電話番号は/,
    );
    expect(report.slice(1)).toEqual([
      "  by language: ja 2/3 (66.7 %), en 4/4 (100.0 %)",
      "chat:eval: 6/7 turns (85.7 %), leads 1/1",
    ]);
  });

  it("judges the lead the engine returned: a conversation that stops before confirming has none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "chat-eval-table-"));
    const read = readEvalTable([fixture]);
    const lead = read.conversations.find((c) => c.lead)!;
    writeFileSync(join(dir, "questions.json"), JSON.stringify([{ ...lead, turns: lead.turns.slice(0, 1) }]));
    writeFileSync(
      join(dir, "expectations.json"),
      JSON.stringify({ items: { [lead.id]: { turns: lead.expect.slice(0, 1), lead: lead.lead } } }),
    );
    const result = await runEval(
      readEvalTable([dir]),
      inProcessTarget(defaultChatEngine(parseEnv({})), () => now),
    );
    expect(formatReport(result)).toEqual([
      "  miss: lead X-E3: no lead returned",
      "  by language: ja 0/0 (0.0 %), en 1/1 (100.0 %)",
      "chat:eval: 1/1 turns (100.0 %), leads 0/1",
    ]);
  });
});

describe.skipIf(!cliBuilt)("npm run chat:eval (the built command)", () => {
  it("prints 1/2 for a scripted model that answers one turn right and one wrong, and exits 0", async () => {
    model.handler = scriptedAnswers;
    const dir = mkdtempSync(join(tmpdir(), "chat-eval-table-"));
    writeFileSync(
      join(dir, "questions.json"),
      JSON.stringify([
        { id: "H1", lang: "en", turns: ["What are your business hours?"] },
        { id: "P1", lang: "ja", turns: ["電話番号を教えてください"] },
      ]),
    );
    writeFileSync(
      join(dir, "expectations.json"),
      JSON.stringify({
        items: { H1: { turns: [{ must: ["9:00", "18:00"] }] }, P1: { turns: [{ must: ["{PHONE}"] }] } },
      }),
    );
    const run = await chatEval([dir, "--now", now.toISOString()], {
      CHAT_LLM_URL: model.url,
      CHAT_LLM_MODEL: "stand-in-1",
    });
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^chat:eval: 2 conversations, 2 turns, the model stand-in-1 at 127\.0\.0\.1:\d+/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}miss: P1 turn 1 "電話番号を教えてください": missing \/\{PHONE\}\//),
      "  by language: ja 0/1 (0.0 %), en 1/1 (100.0 %)",
      "chat:eval: 1/2 turns (50.0 %), leads 0/0",
    ]);
    expect(model.requests).toHaveLength(2);
  });

  it("exits 2 with the usage when the table is missing or does not fit together", async () => {
    const none = await chatEval([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Usage: npm run chat:eval");
    const broken = mkdtempSync(join(tmpdir(), "chat-eval-table-"));
    writeFileSync(join(broken, "questions.json"), JSON.stringify([{ id: "A", lang: "en", turns: ["Hi"] }]));
    writeFileSync(join(broken, "expectations.json"), JSON.stringify({ items: {} }));
    const run = await chatEval([broken]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no expectations for A");
  });

  it("--url plays the table against a running server's POST /api/chat", async () => {
    const server = await spawnServer({ env: { RATE_LIMIT_CHAT_PER_MINUTE: "0", LOG_LEVEL: "warn" } });
    try {
      const run = await chatEval([fixture, "--url", server.url]);
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split("\n");
      expect(lines[0]).toBe(`chat:eval: 5 conversations, 7 turns, POST ${server.url}/api/chat`);
      // Over HTTP a lead is seen only as stored (its reference in the reply); its fields are the in-process run's.
      expect(lines.slice(1)).toEqual([
        "  by language: ja 3/3 (100.0 %), en 4/4 (100.0 %)",
        "chat:eval: 7/7 turns (100.0 %), leads 1/1 (stored, by the reference in the reply)",
      ]);
    } finally {
      await server.stop();
    }
  });
});
