import { ANALYSED_PARTS } from "./analysis-budget";
import type { ChatTurn } from "./chat-types";
import { conceptsIn } from "./synonyms";
import { normalizeText } from "./text-features";

/**
 * How a visitor's message is read before retrieval: emoji and pleasantries around the
 * question taken off ("hi there!", 「こんにちは」), several questions
 * split apart, and a bare follow-up ("how much?", 「それは月額？」) read with what came before.
 */

const emoji = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f/gu;
const greetingLead =
  /^(hi|hello|hey|hiya|heya|howdy|yo|(?:good )?(morning|afternoon|evening)|こんにちは|こんばんは|おはようございます|おはよう|はじめまして)( there| everyone| team| all)?[\s!！,，、。.~〜]*/u;
const thanksLead =
  /^(?:(?:ご?丁寧に|ご親切に|本当に|ほんとうに|ほんとに|色々と?|いろいろと?|わざわざ|早速|詳しく|many|really|ok,?|okay,?|great,?)\s*)?(thanks|thank you|thank u|thx|ty|cheers|great,? thanks|どうもありがとうございます|ありがとうございます|ありがとうございました|ありがとう|助かりました)( so much| very much| a lot)?[\s!！,，、。.~〜]*/u;
const thanksTail =
  /^((for|about) (the|your|all the|all your) (info|information|help|answer|answers|reply|quick reply|explanation|details)[\s!！,，.]*)?(また(ご?連絡|ご?相談|来)(します|いたします|させてください|させていただきます)|検討します|考えてみます|i('?ll| will) (be in touch|get back to you|think about it|talk to my (team|boss|colleagues))|(we'?ll|will) be in touch|talk soon|参考になりました|助かりました|よくわかりました|わかりました|了解です|that'?s (really |very |super )?(helpful|useful|great)|that'?s all( i (needed|wanted|need|want)| for now)?|that'?s it|all good|that helps|very helpful|really helpful|great|perfect|got it)?[\s!！。.~〜]*$/u;
const askLead =
  /^((ちょっと|少し|ひとつ|1つ)?((質問|お聞きしたいこと|聞きたいこと)(が(あります|あるのですが|あるんですが|あるんですけど))?(しても|して)?(いい|よろしい)?(ですか|でしょうか)?|(お?聞き|お?尋ね|伺い|質問|確認)し?たい(の|ん)?(です|だ)?(が|けど|けれど|けれども))|quick question|i have a (quick )?question|can i ask( you)?( something| a question)?)[\s:：?？!！、。,]*/u;

const anyoneThere =
  /^(is )?(anyone|anybody|someone|somebody) (there|around|here|available|online)[\s?？!！,，、。.~〜]*|^(どなたか|誰か)(いますか|いらっしゃいますか)[\s?？!！、。]*/u;

const segue =
  /(?<=^|[\s,.!！。、])(?:anyway|anyways|anyhow|by the way|btw|ところで|それはそうと|話は変わりますが)[\s,，、:：]*/giu;

export interface ReadMessage {
  /** Greeting or thanks said along with (or instead of) a question. */
  talk: "greeting" | "thanks" | null;
  /** The question left once pleasantries are taken off; empty if there is none. */
  question: string;
}

export function readMessage(text: string): ReadMessage {
  let rest = text.replace(emoji, " ").replace(/\s+/g, " ").trim();
  const lower = () => normalizeText(rest);
  let talk: ReadMessage["talk"] = null;
  // 「こんにちは！はじめまして」: greetings come in pairs.
  for (
    let greeting = lower().match(greetingLead);
    greeting && greeting[0].length > 0;
    greeting = lower().match(greetingLead)
  ) {
    talk = "greeting";
    rest = rest.slice(greeting[0].length);
  }
  const thanks = lower().match(thanksLead);
  if (thanks && thanks[0].length > 0) {
    talk = "thanks";
    rest = rest.slice(thanks[0].length);
    if (thanksTail.test(lower())) rest = "";
  }
  // "anyone around?", 「どなたかいますか」: checking someone is there, not a question to answer.
  const anyone = lower().match(anyoneThere);
  if (anyone && anyone[0].length > 0) {
    talk ??= "greeting";
    rest = rest.slice(anyone[0].length);
  }
  const ask = lower().match(askLead);
  if (ask && ask[0].length > 0) rest = rest.slice(ask[0].length);
  // "lol you're pretty smart 😂 anyway where's your office?": chat before "anyway" or 「ところで」 is no question.
  const turn = [...rest.matchAll(segue)].at(-1);
  if (turn?.index !== undefined && turn.index > 0 && !/[?？]/u.test(rest.slice(0, turn.index))) {
    const after = rest.slice(turn.index + turn[0].length).trim();
    if (after.length > 0) rest = after;
  }
  return { talk, question: rest.trim() };
}

// "… and how fast can you start?": a new question starts after "and" when a question word follows.
// "what's your email, how fast do you reply": a comma before a question word too (a colon introduces its subject).
const andQuestion =
  /(?:,?\s+and\s+|[,;]\s*(?:and\s+)?)(?=(?:how|what'?s|what|when|where|who|which|why|whether|is|are|do|does|can|could|will)\b)/iu;
// "Is there a minimum?", 「それは月額ですか」: a part about the previous part's subject, not a topic of its own.
const dependentPart =
  /^(?:(?:and\s+)?(?:is|are|does|do|can|will|would)\s+(?:there|it|that|this|they)\b|(?:and\s+)?how (?:long|much|many|big|soon|often|far) (?:is|are|does|do|would|will|did) (?:it|that|this|they)\b|(?:and\s+)?(?:how much|what about)\s+(?:is\s+)?(?:it|that|this)\b|それ(?!ぞれ)|その|これ(?!まで)|この|そちら)/iu;
// 「ホスティングも頼めますか？おいくら？」: a bare price question asks about the part before it.
const barePrice =
  /^(?:and\s+|で、?)?(?:料金|費用|値段|価格|金額|月額|月々|おいくら|いくら|how much|what'?s the (?:price|cost)|price|cost)(?:は|って)?(?:いくら|ですか|でしょうか|になりますか|くらい|ぐらい|\s*is it|\s*does it cost|\s*would it be)?[\s\p{P}]*$/iu;

/**
 * 「代表者名と従業員数を知りたい」: two things joined by と, each a topic of its own (different concepts),
 * are asked apart; 「東京と大阪」 or 「保守と運用」 (one topic) stay whole.
 */
function twoThingsAsked(part: string): string[] {
  const match = part.match(/^([^と]{2,20})と([^と]{2,30})$/u);
  // 「資料をもとに」「…するとに」: a と between a particle and a particle is inside a word or clause, not "and".
  if (!match || /[をにがはもでへ]$/u.test(match[1]!) || /^[をにがはもでへの]/u.test(match[2]!)) return [part];
  const [left, right] = [conceptsIn(normalizeText(match[1]!)), conceptsIn(normalizeText(match[2]!))];
  if (left.size === 0 || right.size === 0 || [...left].some((c) => right.has(c))) return [part];
  // The left thing takes the right one's ending: 「代表者名」 → 「代表者名を知りたい」.
  const ending = match[2]!.match(/(を|は|について|って).*$/u)?.[0] ?? "";
  return [`${match[1]!}${ending}`, match[2]!];
}

// 「社内で検討中です。」, "We sell bikes online.": a part that tells, not asks (no question mark, a plain ending).
const statement =
  /^(?!.*[?？])(?:.*(ます|です|ました|でした|ません|ています)[。.!！]*|(we|we're|we've|we'll|our|i|i'm|i've|i'll|my|it's|this is|there(?:'s| is| are| will be)|they|they're|us|all of us|none of us|nobody|everyone)\b.*[.!])$/iu;

// 「…可能か知りたいです」, 「期間もお聞きしたい」: ends like a statement, asks all the same.
const asksFrame =
  /(知りたい|教えて(ください|下さい|いただ|頂|もら|ほしい|欲しい)|伺いたい|伺いした|聞きたい|お聞きした|お尋ねした|確認した|ご教示|ご教授)/u;

// "In case of a disagreement with you, what court …": a condition sets the scene; the part after it asks.
const conditionPart = /^(if|in case|in the event|suppose|supposing|assuming)\b/u;

/**
 * The parts of a multi-part message that ask something: 「社名を教えてください。請求書の宛名に使います。」
 * asks one thing, the rest is context. A statement is never a part of its own: a part that points back
 * ("can you do that?") carries the statements before it; all parts when none asks.
 */
const tellsOnly = (part: string) => {
  const normalized = normalizeText(part);
  return (statement.test(normalized) && !asksFrame.test(normalized)) || conditionPart.test(normalized);
};

export function askingParts(parts: string[]): string[] {
  const asks = parts.map((part) => !tellsOnly(part));
  if (!asks.some(Boolean)) return parts;
  const asked: string[] = [];
  let context: string[] = [];
  parts.forEach((part, i) => {
    if (!asks[i]) {
      context.push(part);
      return;
    }
    // 「…を組み込みたいです。そういう開発もできますか？」: a question about what was just said needs it.
    // "We need a 12 page site. What's the price?": a part that names no subject of its own asks about the context.
    const normalized = normalizeText(part);
    const needsContext =
      refersBack.test(normalized) ||
      conceptsIn(normalized).size === 0 ||
      asksPriceOfNoTopic(part) ||
      onlyResultAsked(part);
    asked.push(needsContext && context.length ? `${context.join(" ")} ${part}` : part);
    context = [];
  });
  return asked;
}

// 「…の事例があると聞きました。どんな成果が出たんですか？」: a result asked of no topic of its own is the topic's before.
const onlyResultAsked = (part: string) => {
  const concepts = conceptsIn(normalizeText(part));
  return concepts.size > 0 && [...concepts].every((c) => c === "growth" || c === "reduce");
};

const refersBack =
  /そういう|そのような|そんな|それ(?!ぞれ)|その|これ(?!まで)|この|\b(it|that|this|such|those|these|them)\b/u;

// 「ベーシックなものだと費用はいくらから？」: a price asked of no topic of its own is the price of the part before.
export const asksPriceOfNoTopic = (part: string) => {
  const concepts = conceptsIn(normalizeText(part));
  return concepts.size === 1 && concepts.has("price");
};

// "also"/"plus" starts a new question only after a comma: "Do you also do SEO?" asks one thing.
// An English sentence ends at a full stop before a capital ("We sell tea. Do you…"), not after "Mr." or "e.g.".
const partBreak =
  /[?？\n]+|(?<=[。!！])|(?<=[a-z\d]{2}[.!])\s+(?=[A-Z])|(?<=[,;，、]\s*)(?:and also|also|plus)\b|(?:^|[、。\s])(?:あと|それと|また)[、,]?/u;

/**
 * Every sentence and joined question of a message, before any is read with another ("…, and will it work on phones?").
 * The last clause of a sentence that ends with a question mark keeps it: "…, and whether you have done this before?".
 */
export const clausesOf = (text: string) =>
  text.split(/(?<=[?？])|\n+/u).flatMap((sentence) => {
    const clauses = sentence
      .split(partBreak)
      .flatMap((part) => part?.split(andQuestion) ?? [])
      .map((clause) => clause.trim())
      .filter(Boolean);
    if (/[?？]\s*$/u.test(sentence) && clauses.length > 0) clauses.push(`${clauses.pop()!}?`);
    return clauses;
  });

/** The questions of a message, in order; one part when it asks one thing. */
export function questionParts(text: string): string[] {
  const parts = text
    .split(partBreak)
    .flatMap((part) => part.split(andQuestion))
    // 「事業内容と、所在地を教えて」: a comma after と lists two things asked.
    .flatMap((part) => part.split(/(?<=[^\s、,]{2})と[、,]/u))
    .flatMap(twoThingsAsked)
    .map((part) => part.trim())
    // 「あと住所も」: two Japanese characters can name a topic; Latin fragments that short cannot.
    .filter((part) => {
      const chars = [...part.replace(/[\s\p{P}]/gu, "")];
      return chars.length >= 4 || (chars.length >= 2 && /[\p{Script=Han}\p{Script=Katakana}]/u.test(part));
    })
    .slice(0, ANALYSED_PARTS);
  const merged: string[] = [];
  for (const part of parts) {
    // A part is read with the question before it, never glued to a statement that asks nothing.
    if (
      merged.length > 0 &&
      !tellsOnly(merged[merged.length - 1]!) &&
      (dependentPart.test(part) ||
        barePrice.test(normalizeText(part)) ||
        asksPriceOfNoTopic(part) ||
        onlyResultAsked(part))
    )
      merged[merged.length - 1] += ` ${part}`;
    else merged.push(part);
  }
  return merged;
}

const bareFollowUp =
  /^(and |so |then )?(どれくらい|どのくらい|どれぐらい|どのぐらい|具体的に|詳しく|how (much|many|fast|big)|by how much|did it|did they|料金|費用|値段|価格|金額|いくら|月額|期間|納期|それ|その|どうやって|どのように|how much|what about|what'?s the (price|cost)|price|cost|どんな(方法|手法|やり方|工夫)|how did you|what did you (do|use|change|build)|what (were|was|are|is) the (results?|outcomes?|numbers|impact|effects?|tech(nology)?|stack)\b|what (tech(nology)?|tools?|stack|languages?|frameworks?) did (you|they) use|(結果|成果|効果|使った技術|技術)は|どんな(技術|ツール|成果|結果)|(on|for) the [a-z]+ side|how long|is that|is it|what does (that|it) cost|and for|for \d|税込|税抜|消費税|(with|incl\.?|including|before|after|plus) tax|(does|do|would|will) (that|it|this|they)\b|what if|and if|if (you|we|it)\b|[^\s]{0,15}(場合は|場合だと|なら|だと|したら)[?？]?$|(and |plus )?(with|adding|add|plus|including) [a-z]+( too| as well| also| please)?\??$|[^\s]{1,12}も(付け|つけ|入れ|いれ|追加|含め|込み|お願い|頼)[^\s]{0,14}$|[^\s]{1,12}(込み|付き)(だと|なら|で)[^\s]{0,8}$)/u;

// 「20ページだとどのくらい？」, "what about 5 screens?": a new size for what was asked before.
const sizeFollowUp =
  /^(ok |okay |right |hmm |and )?(and |so |then |what about |how about |with |for |if it'?s |if )?((we|i) (also |only |just |then )?(need|want|have|had|add|go with) )?(a |an )?(one with |one of |a site with |an app with |(our |my |the )?(site|website|app) (has|is|will have|would have|would be) |(サイト|ホームページ|アプリ)は)?(maybe |perhaps |probably |like |just |only |たぶん|多分|おそらく)?(about |around |roughly |約|だいたい)?\d[\d,]*\s*-?\s*(ページ|頁|画面|gb|ギガ|時間|機能|pages?|screens?|hours?|features?)/u;

const priceAsked =
  /(what (would|will|does|do) (that|it|this) (be|cost|come to|run)|how much( (would|will|is|does) (that|it|this)( be| cost)?)?|what'?s the (price|cost|total)|(お|で)?いくら(ですか|になりますか|でしょうか|かかりますか)?|料金は?|費用は?)/gu;

/** A message that is only a size ("10ページ", "5 screens?"): the amount for it is what is asked. */
export function isBareSize(text: string): boolean {
  const phrase = normalizeText(text);
  const size = phrase.match(sizeFollowUp);
  // "about 14 pages, nothing fancy", "25 pages, price?": a short aside or the price asked still leaves a bare size.
  const rest = phrase.slice(size?.[0].length ?? 0).replace(priceAsked, "");
  return size !== null && [...rest.replace(/[\s\p{P}]/gu, "")].length <= 14;
}

/** Whether a message means little without the previous question ("how much?", 「それは月額？」). */
export function isFollowUp(text: string): boolean {
  const phrase = normalizeText(text);
  const length = [...phrase].length;
  return (bareFollowUp.test(phrase) && length <= 60) || isBareSize(phrase);
}

/** The visitor's previous question in this conversation (not a menu click), if any. */
export function previousQuestion(history: ChatTurn[]): string | undefined {
  for (let i = history.length - 2; i >= 0; i--) {
    const turn = history[i];
    if (turn.role === "user" && turn.type !== "menu_selection") return turn.content;
  }
  return undefined;
}

const ordinalWords: Record<string, string> = {
  first: "1",
  second: "2",
  third: "3",
  fourth: "4",
  fifth: "5",
  sixth: "6",
};
const ordinal = new RegExp(`^(?:the )?(${Object.keys(ordinalWords).join("|")})(?: one)?[.!]?$`);
// "tell me more about the 2nd one", 「2番目について詳しく」: the words around a choice that ask for more of it.
const aboutChoice =
  /^(?:(?:can you |could you |please )?(?:tell me (?:more )?about|more (?:about|on)|details (?:of|on|about)|what about|info on)\s+)|\s*(?:please|pls)?[.!?]?$|(?:について|を|の)?(?:もっと)?(?:詳しく|くわしく|詳細)?(?:教えて|知りたい|お願い)?(?:ください|下さい)?[。!?]?$/gu;
const ordinalSuffix = /^(?:the )?(\d{1,2})(?:st|nd|rd|th)(?: one)?$/;
const withoutLinks = (line: string) => line.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");

/**
 * The items of a list written on one line ("Our main services are A; B; C.", 「主な導入事例：A、B、C」) or as
 * bullets ("・A：￥10,000"), in order, without the words that introduce them or what follows a name.
 */
function listItems(reply: string): string[] {
  const lines = reply.normalize("NFKC").split("\n");
  const bullets = lines.filter((l) => /^\s*(?:[-・•*])\s/u.test(l) || /^\s*・/u.test(l));
  if (bullets.length >= 2)
    return bullets.map((l) =>
      withoutLinks(l.replace(/^\s*[-・•*]\s*/u, ""))
        .split(/:\s|:(?=\S)/)[0]!
        .trim(),
    );
  // The first line listing three or more: a reply may open with a sentence ("…\nOur team: A; B; C").
  const items = lines.map((l) => withoutLinks(l).split(/;\s*|、/u)).find((parts) => parts.length >= 3);
  if (!items) return [];
  return items.map((item, i) =>
    (i === 0 ? item.replace(/^.*?(?:\bare |\binclude |は|:\s*)/u, "") : item).split(/\.\s|。/u)[0]!.trim(),
  );
}

/**
 * A bare number typed after a list ("2" after "1. … 2. …", 「3番目」 or "the third one" after "A; B; C") stands
 * for that item of the assistant's last reply, not for whatever on the site has that number.
 */
export function numberedChoice(text: string, history: ChatTurn[]): string | undefined {
  const phrase = normalizeText(text).replace(aboutChoice, "").trim();
  const word = phrase.match(ordinal)?.[1];
  const n = word
    ? ordinalWords[word]
    : (phrase.match(ordinalSuffix)?.[1] ??
      phrase.match(/^(?:no\.?\s*|#|number\s*)?(\d{1,2})\s*(?:番|つ目|番目)?(?:で|を|について)?[.)。]?$/)?.[1]);
  const previous = history.at(-2);
  if (!n || previous?.role !== "assistant") return undefined;
  const line = previous.content.split("\n").find((l) => l.normalize("NFKC").match(/^\s*(\d{1,2})[.)．]\s/)?.[1] === n);
  if (line) return withoutLinks(line.normalize("NFKC").replace(/^\s*\d{1,2}[.)．]\s*/, ""));
  // After a list of prices a bare "5" is more likely a size than a choice; "the 5th" is a choice.
  const explicit = !!word || ordinalSuffix.test(phrase) || /番|つ目|#|number|no\./u.test(phrase);
  if (!explicit && /[¥￥]/u.test(previous.content)) return undefined;
  const item = listItems(previous.content)[Number(n) - 1];
  return item && item.length >= 2 ? item : undefined;
}

const eachPrice = /(それぞれ|両方|各|each|both|respectively)/u;
const priceAsk = /(料金|費用|価格|値段|いくら|how much|price|cost)/u;

/**
 * "Prices of app development and cloud migration, each?": one price question per
 * service named, so each gets its own list; null for any other message.
 */
export function eachPriceParts(text: string): string[] | null {
  const phrase = normalizeText(text);
  if (!eachPrice.test(phrase) || !priceAsk.test(phrase)) return null;
  const word = /[a-z]/.test(phrase.replace(/[^a-z\u3040-\u9fff]/g, "").slice(0, 1)) ? "price" : "料金";
  const parts = phrase
    .split(/と|および|及び|\band\b|&|,|、/u)
    .map((part) => part.replace(eachPrice, " ").trim())
    .filter((part) => [...part.replace(/[\s\p{P}]/gu, "")].length >= 2 && !priceAsk.test(part));
  return parts.length >= 2 ? parts.map((part) => `${part} ${word}`) : null;
}
