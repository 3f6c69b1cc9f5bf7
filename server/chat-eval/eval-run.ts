import { chatOpening } from "../chat/chat-opening";
import type { ChatEngine, ChatLead, ChatTurn, ConversationState } from "../chat/chat-types";
import type { Locale } from "../../domain/i18n/locales";
import { compile, judgeLead, judgeReply } from "./eval-judge";
import { EvalTableError, type EvalTable } from "./eval-table";

/**
 * Plays every conversation of a table turn by turn, with the engine's state and history
 * carried between turns as POST /api/chat keeps them, and scores each reply and lead.
 * A measurement, not a gate: the caller prints it.
 */

export type TurnResult = { message: string; lead?: ChatLead; leadStored?: boolean } | { error: string };

/** One conversation with the assistant, in-process or over HTTP. */
export interface ChatSession {
  say(text: string): Promise<TurnResult>;
}

export interface ChatTarget {
  /** Opens a conversation; `id` names it (an HTTP session id is made from it). */
  open(language: Locale, id: string): ChatSession;
  /** What a lead is judged by: the lead the engine returned, or only the reference the API's reply carries. */
  leads: "lead" | "reference";
}

/**
 * The engine called directly, as the API calls it: a new conversation starts with the widget's
 * opening lines, each turn gets the stored history plus the new message and the last state.
 */
export function inProcessTarget(engine: ChatEngine, now: () => Date = () => new Date()): ChatTarget {
  const open = (language: Locale): ChatSession => {
    let history: ChatTurn[] = chatOpening(language);
    let state: ConversationState | null = null;
    return {
      async say(text) {
        const visitor: ChatTurn = { role: "user", content: text, type: null };
        try {
          const output = await engine({ language, history: [...history, visitor], state, now: now() });
          if (typeof output.message !== "string" || !output.message.trim()) return { error: "empty reply" };
          history = [...history, visitor, { role: "assistant", content: output.message, type: null }];
          state = output.state;
          return { message: output.message, ...(output.lead ? { lead: output.lead } : {}) };
        } catch (error) {
          // The API answers 500 and stores nothing: the conversation goes on from the turn before.
          return { error: `engine error: ${error instanceof Error ? error.message : String(error)}` };
        }
      },
    };
  };
  return { open, leads: "lead" };
}

// "L-2611-0042": the reference the API adds to the reply when it stored a chat lead.
const leadReference = /\bL-\d{4}-\d{4,}\b/;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A running server's POST /api/chat, as the widget uses it: a chat form token per conversation
 * (fetched again when refused), the conversation id the server returns, its Origin. The API
 * returns no lead, only the reference in its reply, so over HTTP a lead is judged as stored or not.
 */
export function httpTarget(baseUrl: string, origin = new URL(baseUrl).origin, timeoutMs = 30_000): ChatTarget {
  const base = baseUrl.replace(/\/+$/, "");
  const stamp = Date.now().toString(36);
  async function token(): Promise<string | undefined> {
    try {
      const r = await fetch(`${base}/api/form-token?form=chat`, { signal: AbortSignal.timeout(timeoutMs) });
      const json = (await r.json().catch(() => null)) as { token?: unknown } | null;
      return typeof json?.token === "string" ? json.token : undefined;
    } catch {
      return undefined;
    }
  }
  const open = (language: Locale, id: string): ChatSession => {
    const sessionId = `chat-eval-${id.replace(/[^A-Za-z0-9_-]/g, "_")}-${stamp}`.slice(0, 100);
    const messages: { role: "user" | "assistant"; content: string }[] = [];
    let conversationId: string | undefined;
    let formToken: string | undefined;
    return {
      async say(text) {
        messages.push({ role: "user", content: text });
        formToken ??= await token();
        const send = () =>
          fetch(`${base}/api/chat`, {
            method: "POST",
            headers: { "content-type": "application/json", origin },
            body: JSON.stringify({ messages, sessionId, language, formToken, conversationId }),
            signal: AbortSignal.timeout(timeoutMs),
          });
        try {
          let response = await send();
          if (response.status === 403) {
            const err = (await response.json().catch(() => null)) as { error?: { field?: string } } | null;
            if (err?.error?.field === "formToken") {
              // A used-up or expired chat token: a fresh one, and the same message once more.
              formToken = await token();
              response = await send();
            }
          }
          for (let attempt = 0; attempt < 3 && response.status === 429; attempt++) {
            // The chat's rate limit: wait as told (at most a minute) rather than score a refusal.
            const seconds = Number(response.headers.get("retry-after"));
            await response.body?.cancel().catch(() => undefined);
            await wait(Math.min(60, Number.isFinite(seconds) && seconds > 0 ? seconds : 5) * 1000);
            response = await send();
          }
          const json = (await response.json().catch(() => null)) as {
            message?: unknown;
            conversationId?: unknown;
          } | null;
          if (response.status !== 200 || typeof json?.message !== "string")
            return { error: `status ${response.status}` };
          if (typeof json.conversationId === "string") conversationId = json.conversationId;
          messages.push({ role: "assistant", content: json.message });
          return { message: json.message, leadStored: leadReference.test(json.message) };
        } catch (error) {
          messages.pop();
          return { error: `request failed: ${(error as Error).name}` };
        }
      },
    };
  };
  return { open, leads: "reference" };
}

export interface Miss {
  id: string;
  /** 1-based; absent for a lead. */
  turn?: number;
  question?: string;
  why: string[];
  reply?: string;
}

export interface EvalResult {
  turns: { passed: number; total: number };
  byLanguage: Record<Locale, { passed: number; total: number }>;
  leads: { passed: number; total: number; judgedBy: "lead" | "reference" };
  misses: Miss[];
}

/** A pattern that is not a regular expression is the table's mistake: said before anything is played. */
function assertPatterns(table: EvalTable): void {
  for (const c of table.conversations) {
    const patterns = [
      ...c.expect.flatMap((t) => [
        ...t.must.flatMap((m) => (typeof m === "string" ? [m] : "of" in m ? m.of : [])),
        ...(t.mustNot ?? []),
      ]),
      ...table.globalMustNot,
    ];
    for (const pattern of patterns) {
      try {
        compile(pattern);
      } catch (error) {
        throw new EvalTableError(`${c.id}: /${pattern}/ is not a valid pattern: ${(error as Error).message}`);
      }
    }
    if (c.lead) {
      try {
        new RegExp(c.lead.name, "iu");
      } catch (error) {
        throw new EvalTableError(`${c.id}: lead name /${c.lead.name}/ is not valid: ${(error as Error).message}`);
      }
    }
  }
}

/** Plays the table's conversations one after another (a conversation's turns must be in order). */
export async function runEval(table: EvalTable, target: ChatTarget): Promise<EvalResult> {
  assertPatterns(table);
  const result: EvalResult = {
    turns: { passed: 0, total: 0 },
    byLanguage: { ja: { passed: 0, total: 0 }, en: { passed: 0, total: 0 } },
    leads: { passed: 0, total: 0, judgedBy: target.leads },
    misses: [],
  };
  for (const conversation of table.conversations) {
    const session = target.open(conversation.lang, conversation.id);
    let lead: ChatLead | undefined;
    let leadStored = false;
    for (const [i, question] of conversation.turns.entries()) {
      const answer = await session.say(question);
      const why =
        "error" in answer ? [answer.error] : judgeReply(answer.message, conversation.expect[i]!, table.globalMustNot);
      if ("message" in answer) {
        lead = answer.lead ?? lead;
        if (answer.leadStored) leadStored = true;
      }
      result.turns.total++;
      result.byLanguage[conversation.lang].total++;
      if (why.length === 0) {
        result.turns.passed++;
        result.byLanguage[conversation.lang].passed++;
      } else {
        const reply = "message" in answer ? answer.message : undefined;
        result.misses.push({ id: conversation.id, turn: i + 1, question, why, ...(reply ? { reply } : {}) });
      }
    }
    if (conversation.lead) {
      result.leads.total++;
      const why =
        result.leads.judgedBy === "reference"
          ? leadStored
            ? []
            : ["no lead stored (no reference in any reply)"]
          : judgeLead(conversation.lead, lead);
      if (why.length === 0) result.leads.passed++;
      else result.misses.push({ id: conversation.id, why });
    }
  }
  return result;
}

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return [...flat].length > n ? `${[...flat].slice(0, n).join("")}…` : flat;
};
const percent = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) : "0.0");

/** The report: each miss, the per-language line, and last the score line. */
export function formatReport(result: EvalResult): string[] {
  const lines = result.misses.map((m) =>
    m.turn === undefined
      ? `  miss: lead ${m.id}: ${m.why.join("; ")}`
      : `  miss: ${m.id} turn ${m.turn} "${clip(m.question ?? "", 40)}": ${m.why.join("; ")} (got "${clip(m.reply ?? "", 140)}")`,
  );
  const { ja, en } = result.byLanguage;
  lines.push(
    `  by language: ja ${ja.passed}/${ja.total} (${percent(ja.passed, ja.total)} %), en ${en.passed}/${en.total} (${percent(en.passed, en.total)} %)`,
  );
  const { turns, leads } = result;
  const leadNote = leads.judgedBy === "reference" && leads.total ? " (stored, by the reference in the reply)" : "";
  lines.push(
    `chat:eval: ${turns.passed}/${turns.total} turns (${percent(turns.passed, turns.total)} %), leads ${leads.passed}/${leads.total}${leadNote}`,
  );
  return lines;
}
