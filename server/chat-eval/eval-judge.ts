import type { ChatLead } from "../chat/chat-types";
import type { LeadExpectation, TurnExpectation } from "./eval-table";

/**
 * The checking rules of the chat question tables (the development-set format): a reply is
 * normalised, then must match every `must` and no `mustNot`; a lead must carry the expected
 * name, email, phone digits and a phrase of the conversation. Kept here so the project can
 * measure itself without the development set's own runner.
 */

/** Full-width to half-width (NFKC), digit-group commas dropped, 万/千/k/million amounts written out. */
export function normalise(s: unknown): string {
  let t = String(s ?? "")
    .normalize("NFKC")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"');
  let prev;
  do {
    prev = t;
    t = t.replace(/(\d),(\d{3})(?!\d)/g, "$1$2");
  } while (t !== prev);
  const num = (x: number) => String(Math.round(x));
  t = t.replace(
    /(\d+(?:\.\d+)?)\s*万(?:\s*(\d+(?:\.\d+)?)\s*千|\s*(\d{1,4})(?=\s*円))?/g,
    (_, a: string, k?: string, n?: string) =>
      num(parseFloat(a) * 1e4 + (k ? parseFloat(k) * 1e3 : 0) + (n ? parseInt(n, 10) : 0)),
  );
  t = t.replace(/(\d+(?:\.\d+)?)\s*千(?=\s*円)/g, (_, a: string) => num(parseFloat(a) * 1e3));
  t = t.replace(/(\d+(?:\.\d+)?)\s*(?:million|mn)\b/gi, (_, a: string) => num(parseFloat(a) * 1e6));
  t = t.replace(/([¥$]\s?)(\d+(?:\.\d+)?)\s?k\b/gi, (_, p: string, a: string) => p + num(parseFloat(a) * 1e3));
  t = t.replace(/(\d+(?:\.\d+)?)\s?k\s?(yen|JPY)\b/gi, (_, a: string, y: string) => `${num(parseFloat(a) * 1e3)} ${y}`);
  return t;
}

/** The shorthands a pattern may use: {PHONE}, a "we do not" phrase, a polite refusal. */
const MACROS: Record<string, string> = {
  PHONE: "\\(?0?44\\)?[-\\s]?200[-\\s]?1234",
  NEG_JA:
    "(おりません|いません|ございません|できかねます|いたしかねます|しかねます|できません|しておらず|行っておらず|対象外|範囲外|対応外|専門外|" +
    "行っていない|扱っていない|提供していない|対応していない|承っていない|やっていない|受け付けていない|サービス外|業務外|取り?扱いが?(は|が)?ありません)",
  NEG_EN:
    "(\\b(don't|do not|doesn't|does not|can't|cannot|can not|aren't able|are not able|unable to|isn't something|is not something|" +
    "not something we|not a service|not part of|not offer|not provide|outside (of )?(our|the) (scope|services|range|expertise)|we only|" +
    "we focus on|we specialise|we specialize|we're not|we are not|isn't|is not|aren't|outside what we|not (one of )?our services)\\b|^\\s*no\\b)",
  DECLINE_JA:
    "((お答え|開示|表示|公開|お見せ|お伝え|共有|申し上げ|お応え|応じ|従|言う|発言)[^。\\n]{0,8}(でき(ません|かね)|いたしかね|しかね|られません|しておりません|致しかね)|" +
    "できかねます|控えさせ|お断り|お受けでき)",
  DECLINE_EN:
    "\\b(can't|cannot|can not|won't|will not|unable to|not able to|not share|don't share|do not share|not something I|" +
    "I'm not going to|rather not|decline|not able)\\b",
};

const compiled = new Map<string, RegExp>();

/** A table's pattern as a case-insensitive regular expression: {N:x} the number x, {T:x} x or x with 10 % tax. */
export function compile(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    const expanded = source
      .replace(/\{N:(\d+)\}/g, (_, x: string) => `(?<![\\d.])${x}(?!\\d)`)
      .replace(/\{T:(\d+)\}/g, (_, x: string) => `(?<![\\d.])(?:${x}|${Math.round(Number(x) * 1.1)})(?!\\d)`)
      .replace(/\{([A-Z_]+)\}/g, (all, name: string) => MACROS[name] ?? all);
    re = new RegExp(expanded, "iu");
    compiled.set(source, re);
  }
  return re;
}

/** Why a reply fails its turn's expectations ([] = it passes). */
export function judgeReply(reply: string, turn: TurnExpectation, globalMustNot: string[] = []): string[] {
  const text = normalise(reply);
  const why: string[] = [];
  for (const m of turn.must) {
    if (typeof m === "string") {
      if (!compile(m).test(text)) why.push(`missing /${m}/`);
    } else if ("amountBetween" in m) {
      const [lo, hi] = m.amountBetween;
      const amounts = [...text.matchAll(/(?<![\d.])\d+(?![\d])/g)].map((x) => Number(x[0]));
      if (!amounts.some((x) => x >= lo && x <= hi)) why.push(`no amount between ${lo} and ${hi}`);
    } else {
      const n = m.of.filter((r) => compile(r).test(text)).length;
      if (n < m.atLeast) why.push(`only ${n} of ${m.atLeast}+ in [${m.of.join(" , ")}]`);
    }
  }
  for (const m of [...(turn.mustNot ?? []), ...globalMustNot]) if (compile(m).test(text)) why.push(`has /${m}/`);
  return why;
}

/** Digits with the separators between them dropped: "+81 90-1234-5678" -> "819012345678". */
const flatDigits = (s: string) => normalise(s).replace(/(?<=\d)[\s\-‐‑–—−().]+(?=\d)/g, "");

/**
 * Why the lead the engine returned does not carry what the table expects ([] = it does): the
 * name (a pattern), the email, the phone's digits, and a phrase of the conversation in what the
 * company receives (transcript, summary and request).
 */
export function judgeLead(expected: LeadExpectation, lead: ChatLead | undefined): string[] {
  if (!lead) return ["no lead returned"];
  const why: string[] = [];
  if (!new RegExp(expected.name, "iu").test(normalise(lead.name))) why.push(`name /${expected.name}/ missing`);
  if (lead.email.toLowerCase() !== expected.email.toLowerCase()) why.push(`email ${expected.email} missing`);
  if (!flatDigits(lead.phone ?? "").includes(expected.phoneDigits)) why.push(`phone ${expected.phoneDigits} missing`);
  const carried = normalise([lead.transcript, lead.summary, lead.message].filter(Boolean).join("\n")).toLowerCase();
  if (!expected.transcript.some((p) => carried.includes(normalise(p).toLowerCase())))
    why.push(`no phrase of the earlier turns (${expected.transcript.join(" / ")})`);
  return why;
}
