// `npm run bench -- chat-cost`: the CPU one chat message costs the request thread, for the hostile messages of
// tests/support/pathological-text.ts (the same generators the tests use) in every state of a conversation.
// Budget: 50 ms of CPU per message (the least of five runs, so a busy machine does not count against it).
// Figures, not a test: a budget asserted in `npm test` fails by chance on a slower or busier machine.
import fc from "fast-check";
import { tsImport } from "tsx/esm/api";

const BUDGET_MS = 50;
const RUNS = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);

export async function benchChatCost() {
  const { createChatEngine } = await tsImport("../server/chat/engine.ts", import.meta.url);
  const { loadJapaneseTokenizer } = await tsImport("../server/chat/japanese-readings.ts", import.meta.url);
  const { sharedKnowledge } = await tsImport("../server/chat/knowledge.ts", import.meta.url);
  const { pathologicalText } = await tsImport("../tests/support/pathological-text.ts", import.meta.url);
  const { conversationStates: states } = await tsImport("../tests/support/chat-states.ts", import.meta.url);
  await loadJapaneseTokenizer();
  await sharedKnowledge().ready;
  const engine = createChatEngine();
  const cpuOf = async (text, state, language) => {
    const history = [
      { role: "user", content: text },
      { role: "assistant", content: "?" },
      { role: "user", content: text },
    ];
    let least = Infinity;
    for (let run = 0; run < 5; run++) {
      const start = process.cpuUsage();
      await engine({ language, history, state, now: new Date("2026-11-25T03:00:00Z") });
      const used = process.cpuUsage(start);
      least = Math.min(least, (used.user + used.system) / 1000);
    }
    return least;
  };
  await cpuOf("料金はいくらですか", null, "ja");
  const samples = fc.sample(fc.tuple(pathologicalText(2000), fc.constantFrom(...states), fc.constantFrom("ja", "en")), {
    numRuns: RUNS,
    seed: 42,
  });
  const costs = [];
  for (const [text, state, language] of samples) costs.push({ ms: await cpuOf(text, state, language), text, state });
  costs.sort((a, b) => a.ms - b.ms);
  const at = (q) => costs[Math.min(costs.length - 1, Math.floor(q * costs.length))].ms.toFixed(1);
  const worst = costs.at(-1);
  const over = costs.filter((c) => c.ms >= BUDGET_MS).length;
  console.log(
    `\nChat message CPU (${costs.length} hostile messages up to 2,000 characters, every conversation state; least of 5 runs each):` +
      `\n  p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${worst.ms.toFixed(1)} ms ` +
      `(${JSON.stringify(worst.text.slice(0, 30))}…, ${[...worst.text].length} chars, state ${JSON.stringify(worst.state?.step ?? worst.state?.flow ?? null)})` +
      `\n  budget ${BUDGET_MS} ms per message: ${over ? `OVER for ${over} of ${costs.length}` : "ok for all"}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchChatCost();
