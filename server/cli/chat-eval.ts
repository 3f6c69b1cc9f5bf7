import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { defaultChatEngine } from "../chat/default-engine";
import { formatReport, httpTarget, inProcessTarget, runEval, type ChatTarget } from "../chat-eval/eval-run";
import { EvalTableError, readEvalTable } from "../chat-eval/eval-table";
import { EnvError, getEnv } from "../env";

/**
 * `npm run chat:eval -- TABLE [--url URL]`: plays a table of conversations (a directory with
 * questions.json and expectations.json, the development set's format) through the assistant
 * as configured, the model when CHAT_LLM_* is set, else the built-in engine, and prints each
 * miss and the score. With --url it talks to a running server's POST /api/chat instead. It
 * measures and exits 0 whatever the score; a bad table or setting exits 2.
 */

const usage = `Usage: npm run chat:eval -- TABLE [--url URL] [--origin ORIGIN] [--now ISO-TIME]
  TABLE      a directory holding questions.json and expectations.json, or those two files
  --url      a running server to ask over POST /api/chat instead of the engine in this process
  --origin   the Origin header for --url (the server's SITE_URL; default: the URL's origin)
  --now      the time the engine is told it is, for answers about business hours (in-process only)
`;

class UsageError extends Error {}

/** `.env` next to package.json, as `npm start` reads it: values already in the environment win. */
function loadDotEnv() {
  if (!existsSync(".env")) return;
  const saved = { ...process.env };
  process.loadEnvFile(".env");
  Object.assign(process.env, saved);
}

/** When the bundle this runs from was built: the engine measured is that build's. */
function builtAt(): string | undefined {
  try {
    const info = JSON.parse(readFileSync(new URL("../build-info.json", import.meta.url), "utf8")) as {
      builtAt?: unknown;
    };
    return typeof info.builtAt === "string" ? info.builtAt : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: "string" },
      origin: { type: "string" },
      now: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  if (positionals.length === 0)
    throw new UsageError("give a table (a directory with questions.json and expectations.json).");
  loadDotEnv();
  const table = readEvalTable(positionals);

  let target: ChatTarget;
  let what: string;
  if (values.url) {
    let url: URL;
    try {
      url = new URL(values.url);
    } catch {
      throw new UsageError(`--url ${values.url} is not a URL.`);
    }
    if (values.now) throw new UsageError("--now applies to the engine in this process, not to --url.");
    target = httpTarget(url.href, values.origin ?? url.origin);
    what = `POST ${url.origin}/api/chat`;
  } else {
    const now = values.now ? new Date(values.now) : undefined;
    if (now && Number.isNaN(now.getTime())) throw new UsageError(`--now ${values.now} is not a date and time.`);
    const env = getEnv();
    target = inProcessTarget(defaultChatEngine(env), () => now ?? new Date());
    const built = builtAt();
    what =
      (env.CHAT_LLM_URL
        ? `the model ${env.CHAT_LLM_MODEL} at ${new URL(env.CHAT_LLM_URL).host} (the built-in engine where it fails)`
        : "the built-in engine") + (built ? `, built ${built}` : "");
  }
  const turns = table.conversations.reduce((n, c) => n + c.turns.length, 0);
  process.stdout.write(`chat:eval: ${table.conversations.length} conversations, ${turns} turns, ${what}\n`);
  const result = await runEval(table, target);
  process.stdout.write(`${formatReport(result).join("\n")}\n`);
}

main().catch((error) => {
  const known = error instanceof UsageError || error instanceof EvalTableError || error instanceof EnvError;
  process.stderr.write(`chat:eval: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(usage);
  process.exit(known ? 2 : 1);
});
