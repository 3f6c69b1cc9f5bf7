import type { Locale } from "../../domain/i18n/locales";
import type { ChatEngineOutput, ChatLead, ChatTurn, ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import type { VisitorCase } from "./chat-visitor-questions";

// A weekday at 11:00 in Tokyo, so no off-hours note interferes.
const now = new Date("2025-06-10T02:00:00Z");
const engine = createChatEngine();

const normalize = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");

/** Plays the visitor's turns as the API does, carrying history and state. */
async function play(language: Locale, turns: string[]): Promise<{ last: ChatEngineOutput; lead?: ChatLead }> {
  const history: ChatTurn[] = [];
  let state: ConversationState | null = null;
  let last: ChatEngineOutput | undefined;
  let lead: ChatLead | undefined;
  for (const content of turns) {
    history.push({ role: "user", content });
    last = await engine({ language, history: [...history], state, now });
    lead ??= last.lead;
    state = last.state;
    history.push({ role: "assistant", content: last.message });
  }
  return { last: last!, lead };
}

/** Why a case failed, or null when the reply holds every fact and none of the forbidden text. */
async function judge(c: VisitorCase): Promise<string | null> {
  const { last, lead } = await play(c.language, c.turns);
  const reply = normalize(last.message);
  const missing = c.must.filter(
    (fact) => !(Array.isArray(fact) ? fact : [fact]).some((f) => reply.includes(normalize(f))),
  );
  const forbidden = (c.mustNot ?? []).filter((f) => reply.includes(normalize(f)));
  const problems: string[] = [];
  if (missing.length) problems.push(`missing ${JSON.stringify(missing)}`);
  if (forbidden.length) problems.push(`contains ${JSON.stringify(forbidden)}`);
  if (c.lead) {
    if (!lead) problems.push("no lead stored");
    else
      for (const [field, value] of Object.entries(c.lead))
        if (normalize(String(lead[field as keyof ChatLead] ?? "")) !== normalize(value))
          problems.push(`lead.${field}=${JSON.stringify(lead[field as keyof ChatLead])}`);
  }
  return problems.length
    ? `[${c.category}] ${c.turns.join(" / ")}\n      -> ${problems.join("; ")}\n      reply: ${last.message.replace(/\n/g, " | ").slice(0, 300)}`
    : null;
}

/** Milliseconds of engine time per visitor turn, over every case scored so far. */
export const turnTimes: number[] = [];

/** The share of the cases answered with the right facts, and why the others failed. */
export async function score(cases: VisitorCase[]): Promise<{ rate: number; failures: string[] }> {
  const failures: string[] = [];
  for (const c of cases) {
    const started = performance.now();
    const failure = await judge(c);
    turnTimes.push((performance.now() - started) / c.turns.length);
    if (failure) failures.push(failure);
  }
  return { rate: (cases.length - failures.length) / cases.length, failures };
}

export const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
