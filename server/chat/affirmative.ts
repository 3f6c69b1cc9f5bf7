import { escapeRegExp } from "../../domain/text/escape-regexp";

/**
 * Whether a reply only agrees, in either language and any register: "yes please go ahead", "looks good 👍",
 * 「問題ございません」, 「それでよろしくお願い致します」, 「おけ」. Agreeing words, politeness and punctuation are
 * taken away; an affirmative reply is one that had an agreeing word and leaves nothing else ("Yes, a new
 * website" leaves a request, "no, my email is…" a correction).
 */
const agreeingEn = (
  "yes|yeah|yep|yup|ya|sure|ok|okay|correct|right|perfect|great|good|fine|confirm|confirmed|" +
  "go ahead|send|send it|submit|that's it|thats it|all set|sounds good|looks good|spot on|exactly|" +
  "absolutely|definitely|of course"
).split("|");
const agreeingJa = (
  "はい|ええ|うん|オーケー|おっけー|おけ|大丈夫|問題ございません|問題ありません|問題ない|問題なし|間違いございません|間違いありません|間違いない|間違いなし|相違ございません|" +
  "相違ありません|相違ない|結構です|合っています|合ってます|あっています|あってます|正しいです|その通り|そのとおり|承知しました|承知いたしました|了解です|了解しました|了解|" +
  "お願いします|お願いいたします|お願い致します|よろしく|宜しく|送信|送ってください|👍|👌|✅"
).split("|");
const fillerEn = (
  "please|pls|thank you|thanks|thank|ty|cheers|that|that's|this|it|it's|is|all|everything|looks|" +
  "the details|details|are|now|then|just|so|and|you"
).split("|");
const fillerJa = (
  "それで|これで|こちらで|その内容で|この内容で|内容で|でございます|です|ございます|ください|下さい|ありがとうございます|ありがとう|助かります|いたします|致します|します|ね|よ|" +
  "も"
).split("|");

const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
const phrases = (en: string[], ja: string[]) =>
  new RegExp(`(?<![a-z'])(?:${longestFirst(en).join("|")})(?![a-z'])|${longestFirst(ja).join("|")}`, "giu");
const agreeing = phrases(agreeingEn, agreeingJa);
const filler = phrases(fillerEn, fillerJa);

export function isAffirmative(text: string): boolean {
  const t = text.normalize("NFKC").toLowerCase().replace(/’/g, "'").trim();
  if ([...t].length > 60 || !t.match(agreeing)) return false;
  const rest = t
    .replace(agreeing, " ")
    .replace(filler, " ")
    .replace(/[\p{P}\p{S}\s\p{Extended_Pictographic}]|\u200d|\ufe0f/gu, "");
  return rest.length === 0;
}

/**
 * "Yes, all good. Do you also send an invoice?", 「はい、それで。見積書も届きますか」: a yes that opens the message,
 * with what follows it. The rest ("" after a bare yes), or null when the message does not open with a yes.
 */
export function affirmedWith(text: string): string | null {
  // A yes is short (isAffirmative reads at most 60 characters), so only the opening clauses are tried.
  const clauses = text
    .trim()
    .slice(0, 200)
    .split(/(?<=[。．.!！?？、,，\n])\s*/u);
  let n = 0;
  for (let length = 0; n < clauses.length && length + clauses[n]!.length <= 60; n++) length += clauses[n]!.length;
  for (; n > 0; n--) {
    const yes = clauses.slice(0, n).join(" ");
    if (isAffirmative(yes))
      return text
        .trim()
        .slice(text.trim().indexOf(clauses[n - 1]!) + clauses[n - 1]!.length)
        .trim();
  }
  return null;
}
