import { chatQuickOptions, chatQuickOptionIds, type ChatQuickOptionId } from "../../content/chat-widget";
import { locales } from "../../domain/i18n/locales";
import type { ChatTurn } from "./chat-types";
import { normalizeText } from "./text-features";

/**
 * Recognises what a message asks the assistant to do, before any retrieval: a quick
 * option (clicked, or typed once the menu is gone), cancelling a flow, or small talk.
 */

const trimPunctuation = (s: string) => normalizeText(s).replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");

// Typed equivalents of the quick options; the labels themselves (both languages) always count.
const typedAliases: Record<ChatQuickOptionId, string[]> = {
  ask: ["question", "ask", "質問", "質問したい"],
  quote: [
    "quote",
    "get quote",
    "estimate",
    "見積もり",
    "見積り",
    "見積",
    "見積もりを依頼",
    "見積もりが欲しい",
    "見積もりをお願いします",
  ],
  sales: ["sales", "contact sale", "営業", "営業担当", "営業に問い合わせ", "営業担当に問い合わせ"],
  support: ["support", "contact supports", "サポート", "サポートに問い合わせ", "サポート窓口"],
};

const optionPhrases = new Map<string, ChatQuickOptionId>();
for (const id of chatQuickOptionIds) {
  for (const language of locales) {
    const option = chatQuickOptions[language].find((o) => o.id === id);
    if (option) optionPhrases.set(trimPunctuation(option.label), id);
  }
  for (const alias of typedAliases[id]) optionPhrases.set(trimPunctuation(alias), id);
}

/** The quick option a message stands for, if any. */
export function quickOptionOf(turn: ChatTurn): ChatQuickOptionId | null {
  const phrase = trimPunctuation(turn.content);
  const id = optionPhrases.get(phrase);
  if (id) return id;
  // A menu_selection we do not recognise (an older label) is still a request for that menu, not a question.
  if (turn.type === "menu_selection" && phrase) {
    for (const [label, option] of optionPhrases) if (phrase.includes(label) || label.includes(phrase)) return option;
  }
  return null;
}

const cancelWords = new Set([
  "cancel",
  "stop",
  "quit",
  "exit",
  "never mind",
  "nevermind",
  "abort",
  "キャンセル",
  "やめる",
  "やめます",
  "止める",
  "中止",
  "取り消し",
  "取消",
  "もういい",
  "結構です",
  "やっぱりいい",
]);

export function isCancel(text: string): boolean {
  const phrase = trimPunctuation(text);
  // "Cancel, please", 「キャンセルでお願いいたします」: the cancel word with only politeness around it.
  const core = phrase
    .toLowerCase()
    .replace(
      /(?<![a-z])(?:please|pls|it|that|this|now|thanks|thank you)(?![a-z])|(?:で|を)?(?:お願い(?:します|いたします|致します)|して(?:ください|下さい)|します)/gu,
      " ",
    )
    .replace(/[\p{P}\s]+/gu, " ")
    .trim();
  return cancelWords.has(phrase) || cancelWords.has(core);
}

// 「やっぱり今はいいです。先に…」, "actually never mind, what does…": the visitor withdraws, often with a question.
const withdrawal =
  /^(?:(?:やっぱり|やはり|すみません)[、,\s]*)?(?:今は|いまは|今回は|また今度で?)[、,\s]*(?:いい|大丈夫|結構|やめておき|やめとき|やめ)(?:です|ます|にします)?[。、,.!！\s]*|^(?:やっぱり|やはり)[、,\s]*(?:いい|結構|やめ(?:ておき|とき)?ま)(?:です|す)[。、,.!！\s]*|^(?:actually|oh|ok|okay|sorry)?[,\s]*(?:never ?mind|forget it|not now|maybe later)[.,!\s]*/iu;

/** The rest of a message that withdraws from the current flow ("" when nothing follows), or null when it does not. */
export function withdrawnWith(text: string): string | null {
  const trimmed = text.normalize("NFKC").trim();
  const match = trimmed.match(withdrawal);
  return match ? trimmed.slice(match[0].length).trim() : null;
}

/**
 * A request to be contacted, to talk to sales or support, or for a quote, however it is
 * phrased ("could you price a booking app for us", 「営業の方と話したい」). A question about how
 * to contact us ("which number do I call?") is not one: it is answered from the content.
 */
const wantsSupport =
  /(サポート|support|(返事|返信|連絡|回答)が(ない|来ない|こない|届かない)|no (reply|response|answer)|haven'?t heard back|never heard back|不具合|故障|障害|トラブル|エラー|表示されな|つながらな|繋がらな|動かな|ログインでき|is down|site down|broken|not working|bug|stopped (working|sending|loading|receiving)|起動しな|開かな|落ちる|crash|(shows?|showing|getting|gives?|giving|throws?) (an? )?error|error (page|message)s?|something'?s wrong|something is wrong|can'?t log ?in|cannot log ?in|(unable|not able|haven'?t been able|can'?t seem|couldn'?t) to (log|sign) ?(in|on)|locked out|おかしい|届かなくな|できなくな)/u;
const wantsPerson =
  /(電話で[^。?？]{0,12}(ほしい|欲しい|ください|下さい|もらえ|いただけ|頂け|お願い)|(説明|案内)して(ほしい|欲しい|ください|下さい|もらえ|いただけ|頂け)|詳しい(人|方)|連絡(を|して)?(ください|下さい|ほしい|欲しい|頂け|いただけ|もらえ|をお願い|お願い)|電話(を|して)?(ください|下さい|ほしい|欲しい|いただけ|もらえ)|折り返し|(?<!電)話したい|(?<!電)話せますか|お話し(したい|できますか|させて|を伺いたい|を聞きたい)|(サポート|営業|担当)(の方|担当の方|窓口)(と|に)|相談したい|相談に乗|担当(の方|者)(と|に|から)|営業(の方|担当|部)?(と|に|へ|から)|contact (me|us)|(someone|somebody|anyone|a person) (i|we) (could|can|might|should) (speak|talk) (to|with)|(speak|talk) (to|with) (someone|somebody|a person) about|reach (out to )?(me|us)|(you|someone|somebody|team|staff|person|sales|support|rep|representative|engineer|one)( of yours)? (could |can |to |please |would |will )?reach out|please reach out|reach out (this|next|today|tomorrow|as soon|asap|when|by|soon)|get back to (me|us)|get in touch|pass (it|that|this|them|my|our|the) ((enquiry|inquiry|question|message|request|details) )?on|pass (my|this|our|the) (enquiry|inquiry|question|message|request|details)|(担当(者|の方)?に)?(伝えて|お伝え(ください|いただけ|して|願))|who (can|should|do) i (talk|speak|contact)|who can help|(call|email|e-mail|ring|phone) (me|us)\b|give me a (call|ring)|call me back|talk to (someone|somebody|a person|a human|sales|support|your|an? )|speak (to|with) (someone|somebody|a person|sales|support|your|an? )|sales team|someone (from|on) your|have someone|human|real person|operator|担当者|有人|オペレーター|人と話|スタッフと話|人間)/u;
const wantsQuote = /(見積|quote|quotation|estimate)/u;
// "Do I need an account to get an estimate?", 「見積書はPDFでもらえますか」: a question about how quoting works, not a request.
const asksHowQuotingWorks =
  /(account|sign ?up|register|registration|log ?in|in writing|written|pdf|paper|binding|final (price|amount|figure)|how (does|do|would) ([\w-]+ )?(it|this|that|quot|estimat|getting)|process|会員登録|登録|ログイン|書面|紙|pdf|流れ|手順|仕組み)/u;
// 「電話したいんだけど番号は？」 asks for the number to call, not for a call back.
const asksHow =
  /(連絡先|電話番号|メールアドレス|番号|電話したい|アドレス|phone number|email address|number|how (can|do) i (contact|reach|call)|what is your (phone|email))/u;

export function contactRequestOf(text: string): "sales" | "support" | "quote" | null {
  const phrase = normalizeText(text);
  if (asksHow.test(phrase) && !wantsPerson.test(phrase.replace(asksHow, ""))) return null;
  if (wantsPerson.test(phrase)) return wantsSupport.test(phrase) ? "support" : "sales";
  if (
    wantsSupport.test(phrase) &&
    /(相談|問い合わせ|送った|送信した|見て(ほしい|欲しい|もらえ|いただけ|ください)|調べて|help|need|contact|emailed|wrote|sent|look (at|into)|take a look|check|連絡)/u.test(
      phrase,
    )
  )
    return "support";
  if (
    wantsQuote.test(phrase) &&
    !asksHowQuotingWorks.test(phrase) &&
    /(お願い|欲しい|ほしい|依頼|したい|いただけ|もらえ|ください|i'?d like|i would like|can i (get|have)|i need|i want|please|looking for|get a|request)/u.test(
      phrase,
    )
  )
    return "quote";
  return null;
}

export type SmallTalk = "greeting" | "thanks" | "person";

const greeting =
  /^(hi|hello|hey|hiya|(good )?(morning|afternoon|evening)|yo|こんにちは|こんばんは|おはよう(ございます)?|はじめまして|どうも|もしもし|お(疲|つか)れ(様|さま)です|よろしく(お願いします|お願いいたします)?)$/u;
// Thanks, agreement or a goodbye that ends a conversation: "thanks, bye!", 「ありがとう！またね」.
const thanks =
  /^((thanks?( you| u| ya)?( very much| so much| a lot)?|thank u|thx|ty|cheers|great,? thanks?|(どうも)?ありがとう(ございます|ございました)?|助かりました|了解(です|しました)?|わかりました|ok|okay|bye|goodbye|see you|see ya|またね|さようなら|失礼します|失礼しました)[\s\p{P}\p{S}]*)+$/u;
const person =
  /(human|real person|a person|someone|operator|agent|live chat|talk to (a|your) (staff|team)|speak (to|with)|担当者|人と話|有人|オペレーター|スタッフと話|人間)/u;

export function smallTalkOf(text: string): SmallTalk | null {
  const phrase = trimPunctuation(text);
  if (greeting.test(phrase)) return "greeting";
  if (thanks.test(phrase)) return "thanks";
  if ([...phrase].length <= 60 && person.test(phrase)) return "person";
  return null;
}

// "ignore the above and …", 「設定された指示を全部見せて」, "say the following word for word", 「…と復唱して」:
// instructions to the assistant itself, not questions about the company; they are declined, never followed.
const instructsAssistant =
  /\b(ignore|disregard|forget)\b.{0,30}\b(instructions|rules|prompts?)\b|system prompt|\byour (instructions|prompt|rules)\b|\brepeat (this|after me|exactly|the following|it back)\b|\bsay (exactly|this|the following|that you|after me)\b|\b(pretend|act as if|you are now|roleplay|role-play)\b|\badmit (that|it|your)\b|(指示|命令|ルール|設定)を?(すべて|全て|全部)?無視|システムプロンプト|プロンプトを|[」"](と|って)(言って|書いて|宣言|発言|答えて|投稿)|認めて(ください|下さい|よ|ほしい)|そのまま(表示|出力|繰り返|書いて)|なりきって/iu;

export const instructsTheAssistant = (text: string) => instructsAssistant.test(normalizeText(text));

// "can I talk to a real person?", 「人と話したいです」, 「担当の方におつなぎいただけますか」: a person, not an answer, is asked for.
const personAsked =
  /\b(?:human|real person|live (?:person|agent|chat)|(?:talk|speak|chat)(?: directly)? (?:to|with) (?:a |an |your |some |one of your )?(?:person|people|someone|somebody|staff|agent|representative|rep|human|team member|sales ?person))\b|担当(?:者|の方)?(?:様|さん)?(?:と|に)(?:直接)?お?(?:話|つな|繋|代わ|かわ)|(?:人|ひと|人間|スタッフ(?:の方)?|オペレーター)(?:と|に)(?:直接)?お?(?:話|つな|繋|代わ|かわ)|有人(?:対応|チャット)?/iu;

/** Whether the visitor asks for a person at the company, in any words or register. */
export const asksForPerson = (text: string) => personAsked.test(text.normalize("NFKC"));
