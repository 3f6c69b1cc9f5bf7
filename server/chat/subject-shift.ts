import { normalizeText } from "./text-features";

/**
 * "what about mobile apps?", 「じゃあ保守なら？」, "the same for training?", "X instead": a short follow-up that
 * names a new subject asks what the previous question asked, about that subject. The cues are the grammar of
 * shifting a subject in either language (a lead-in, "instead", a conditional ending), not any one sentence.
 */
const leadIn =
  /^(?:(?:and|so|ok(?:ay)?|hmm+|then|right|well)[,\s]+)*(?:what|how) about\b|^(?:and )?(?:the )?same (?:for|with)\b|^(?:and|but) (?:for|with)\b/u;
const instead = /\b(?:instead|rather)\b|代わりに|ではなく|じゃなくて|でなく/gu;
const japaneseLeadIn = /^(?:じゃあ|じゃ|では|それでは|それなら|なら|同じ(?:こと|内容|質問)?を?)[、,\s]*/u;
const japaneseEnding =
  /(?:なら|だと|では|の場合(?:は|だと)?)(?:どう(?:です|でしょう)?か?|いかがですか|いくら(?:です)?か?)?[？?。\s]*$/u;

/** The longest follow-up read as a new subject; longer messages say what they ask. */
const SHORT = 60;

export function shiftsSubject(text: string): boolean {
  const t = normalizeText(text);
  if ([...t].length > SHORT) return false;
  return leadIn.test(t) || t.search(instead) >= 0 || japaneseLeadIn.test(t) || japaneseEnding.test(t);
}

/** The new subject alone: the follow-up without its lead-in and conditional ending. */
export function newSubject(text: string): string {
  return normalizeText(text)
    .replace(leadIn, "")
    .replace(japaneseLeadIn, "")
    .replace(japaneseEnding, "")
    .replace(/^(?:that|this|the same)(?: one)?,? (?:but|and) /u, "")
    .replace(instead, " ")
    .replace(/[?？]+\s*$/u, "")
    .trim();
}
