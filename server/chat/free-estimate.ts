import { chatReplies } from "../../content/chat-replies";
import { categoryOfPlan, plansByCategory } from "../../content/pricing-plans";
import { intlLocale, type Locale } from "../../domain/i18n/locales";
import {
  calculatePrice,
  formatYen,
  planBilling,
  planRates,
  taxBreakdown,
  type PlanId,
  type PriceLine,
  type Specifications,
} from "../../domain/pricing/pricing";
import { INCLUDED_REVISIONS } from "../../domain/pricing/pricing";
import { calculatorQuery, type CalculatorStart } from "../../domain/pricing/calculator-link";
import { PRICING_PATH } from "./knowledge/pricing-docs";
import { pageLabel } from "./knowledge/knowledge-doc";
import { markdownLink } from "./reply-format";
import { sizesIn, type SizeField } from "./estimate-sizes";
import { normalizeText } from "./text-features";
import { correctTypos } from "./typo-words";

/**
 * Estimates from a sentence ("an 8-page bilingual site with SEO and maintenance",
 * 「保守だけ…10ページ…月額いくら」): the sizes and plan hints in it choose the plans, and
 * the calculator's own formulas (domain/pricing/pricing.ts) give each line, before and with tax.
 */

type Field = SizeField;

// Revisions beyond the included ones are priced by the web plans: "5 rounds of revisions", 「修正5回」.
const revisionCount = /(\d+)\s*(rounds? of (revisions?|changes|edits)|revisions?|回の?修正)|修正(を|は)?\s*(\d+)\s*回/;

/** A word spelt in kana, matching hiragana or katakana letter by letter. */
const spelt = (hiragana: string) =>
  [...hiragana].map((c) => (c === "ー" ? "ー" : `[${c}${String.fromCharCode(c.charCodeAt(0) + 0x60)}]`)).join("");

const hints = {
  maintenance: /(保守|メンテナンス|maintenance|maintain|運用サポート|upkeep|look(ing|ed|s)? after)/,
  // 「教えていただけると」 holds だけ without meaning "only".
  only: /((?<!いた|頂)だけ|のみ|only|just)/,
  // Latin initialisms spelt out in kana (「えすいーおー」) are the same words.
  seo: new RegExp(`(seo|検索エンジン|search engine|${spelt("えすいーおー")})`),
  performance: /(表示速度|パフォーマンス|高速化|重い|遅い|速く|perform[ae]nce|speed up|faster|slow|page speed)/,
  native: /(ネイティブ|native)/,
  // 「ネイティブじゃなくてWebアプリで」, "not native": the hint denied.
  notNative:
    /((ネイティブ|native)(じゃなく|ではなく|でなく|じゃない|ではない|は不要|はいらない|不要|is not|isn'?t)|not (a )?native|no native|non-?native|don'?t need (a )?native)/,
  // "no login", 「ログインは不要」: the feature denied does not make the app a standard one.
  notStandardApp:
    /(\b(no|without|don'?t need( an?)?|not needing( an?)?) (login|log in|sign-?in|user accounts?|accounts|admin|database|dashboard)s?\b|(ログイン|会員|管理画面|データベース|アカウント)(機能)?(は|も)?(なし|無し|不要|いらない|要らない|なくて|無くて))/g,
  // Logins, accounts and an admin side make a standard app, not a simple one, and so does asking for one by its name.
  standardApp:
    /(standard (web |mobile )?app|スタンダード(な)?アプリ|ログイン|会員|ユーザー管理|ユーザ管理|アカウント|認証|管理画面|データベース|login|log in|sign-?in|user (accounts?|management)|accounts|authentication|admin|database|dashboard)/,
  // Pages added to a site that exists: the additional-pages plan, not a new site.
  additional:
    /(ページ[^。、?？\n]{0,6}追加|追加[^。、?？\n]{0,6}ページ|足したい|増やしたい|more pages|extra pages|additional pages?|pages? added|add(ing|ed)? (\d[\d,]* )?(more |extra |new )?pages|(already|existing)[^.?!]{0,40}\d[\d,]* (more |extra |new )?pages)/,
  onsite:
    /(来て|来社|訪問|出張|常駐|現地|対面|on[ -]?site|in person|in-person|come(s)? (to|round|over|into|out to) (our|my|the|us)|at our (office|premises)|visit (us|our))/,
  training: /(研修|training|trainings)/,
  map: /(地図|マップ|map)/,
  // "maintenance for a 25-page site", 「20ページのサイトの保守」: the site named is the service's subject.
  serviceOfSite:
    /(((maintenance|seo|performance|speed)\b[^.!]{0,16}\b(for|of|on)|maintain(ing)?|look(ing)? after|optimi[sz](e|ing)|speed(ing)? up) (a|an|our|my|the|this) ((\d[\d,]*|[a-z]+)[ -]?pages? )?(web ?)?site|(サイト|ホームページ)の(保守|メンテナンス|seo|表示速度|運用))/,
  build: /(作|制作|構築|開発|サイト|ホームページ|website|web site|site\b|build|make|create|new)/,
  // Speeding up is done to a site that exists: without a verb of building, a site named is the one to speed up.
  // "We want a new site, roughly 20 pages": a site asked for is one to build.
  buildVerb:
    /(作|制作|構築|開発|build|make|create|new\b|design|\b(need|want|looking for|require|would like)\b (an?|a new) [^.!?]{0,40}\b(web ?site|site)\b)/,
  // "the site would be about 14 pages", 「30ページくらいになりそう」: a site still to come is built, whatever it then needs.
  planned:
    /\b(site|website|it|that) (would|will|is going to|should|might) (probably |likely )?be (about |around |maybe |roughly |approximately |some )?\d|(\d+ページ|サイト|ホームページ)[^。?？]{0,12}(予定|になりそう|になる見込み|を想定)/,
  joined: /\b(plus|along with|together with|as well as)\b|\+|に加えて|とあわせて|と合わせて|も一緒に|とセットで/,
  // 「今のサイトを作り直したい」: an existing site rebuilt is a new build, not upkeep of the old one.
  rebuild: /(作り直|作りかえ|作り替え|リニューアル|一新|新しく|建て直|rebuild|redo|redesign|revamp|replace)/,
};

// Flat-fee plans a visitor names in words; they need no size.
const flatFees: [PlanId, RegExp][] = [
  ["security-audit", /(セキュリティ診断|脆弱性|security (audit|assessment|check)|vulnerabilit)/],
  ["ai-chatbot", /(チャットボット|chatbot)/],
  [
    "ai-custom",
    /^(?!.*(チャットボット|chatbot)).*(カスタムai|独自(の)?ai|aiを(使|活用|用い)[^。?]{0,12}(独自|システム)|custom ai|bespoke ai|ai[- ]powered (system|tool)s?)/,
  ],
  ["cloud-hosting", /(ホスティング|レンタルサーバー|hosting|\bhost\b)/],
  ["mobile-pwa", new RegExp(`(pwa|${spelt("ぴーだぶりゅーえー")}|プログレッシブウェブアプリ|progressive web app)`)],
];
// A price with tax asked of one flat-fee service (「GEO対策は税込だと？」) is computed like an estimate.
const withTax =
  /(税込|税金込|消費税|including tax|incl\.? tax|with tax|includes? (the )?tax|tax[- ]inclusive|inclusive of tax|consumption tax|after tax|tax included)/;

const priceWords =
  /(いくら|料金|費用|単価|概算|費用感|りょうきん|ひよう|ねだん|みつもり|(制作|開発|構築|移行|導入|維持|運用|保守|初期|作成|外注)費|価格|値段|金額|予算|見積|月額|税込|相場|目安|how much|hw much|how mch|cost|price|fee|rate|budget|quote|estimate|total|charge|damage|ballpark|set (us|me) back|run (us|me)\b)/;
// 「検索対策も頼めますか。全部で40ページほどです」: a service asked for with its size wants the amount.
const requestWords =
  /(お願いしたい|お願いできますか|依頼したい|作りたい|作ってほしい|作って欲しい|制作したい|開発したい|want to build|build us|make us|頼みたい|検討して|考えて|i'?d like|we'?d like|we want|i want|we need|i need|looking for)/;
// 「20ページだとどのくらい？」 asks the amount; 「期間はどれほど？」 about a schedule asks the time.
// 「研修を2時間お願いしたら？」: a size with "what if" asks what it comes to.
const howMuch =
  /(どのくらい|どれくらい|どれぐらい|どのぐらい|what (would|will|does|do) (it|that|this|they) (be|run|come to)|(なら|だと|したら|頼んだら|お願いしたら|の場合は?)[?？]\s*$|\b(come|add up|amount) to\s*[?？]?\s*$)/;
const howLong = /(期間|納期|日数|何日|何ヶ月|何か月|何週|週間|how long|time ?frame|timeline)/;

/** The sentence as the patterns read it: normalised, with the estimate vocabulary's typos corrected. */
export const estimateText = (text: string) => correctTypos(normalizeText(text));

function webPlanFor(pages: number): PlanId {
  const plans = ["web-basic", "web-medium", "web-complex"] as const;
  return (
    plans.find((id) => {
      const range: { min: number; max?: number } = planRates[id].pages;
      return pages >= range.min && (range.max === undefined || pages <= range.max);
    }) ?? "web-complex"
  );
}

/** The plans a sentence asks about, each with the size it gives. */
export interface PlanAsked {
  plan: PlanId;
  field?: Field;
  value?: number;
  /** The calculator's inputs when they are more than the one size shown. */
  specs?: Partial<Specifications>;
}

/** With `priced`, a flat-fee service named is priced even without a size (the price was asked and nothing else answered). */
export function plansIn(text: string, priced = false): PlanAsked[] {
  const t = estimateText(text);
  // A follow-up read after its question ("10 pages?" then "and 20?"): each line's sizes replace the ones before.
  const found = Object.assign({}, ...text.split("\n").map((line) => sizesIn(estimateText(line)))) as ReturnType<
    typeof sizesIn
  >;
  const plans: PlanAsked[] = [];
  const flat: PlanId[] = [];
  if (found.pages !== undefined) {
    const pages = found.pages;
    const maintenance = hints.maintenance.test(t);
    const seo = hints.seo.test(t);
    const performance = hints.performance.test(t);
    // 「10ページのサイトのセキュリティ診断」: without a verb of building, the site named is the service's subject.
    // "a 4-page site plus hosting": a service joined to the site as an extra comes with building it.
    const flatNamed = flatFees.some(([, named]) => named.test(t)) && !hints.buildVerb.test(t) && !hints.joined.test(t);
    // The site named is the service's subject (not a site to build) when nothing says it is still to come.
    // A site to be rebuilt (「作り直しを考えています」) is one to build, even with upkeep asked beside it.
    const existingSite =
      !hints.planned.test(t) &&
      !hints.rebuild.test(t) &&
      (!hints.build.test(t) ||
        (performance && !hints.buildVerb.test(t)) ||
        (hints.serviceOfSite.test(t) && !hints.buildVerb.test(t)) ||
        (/(既存|今の|現在の|うちの|自社の|重い|遅い|(サイト|ホームページ)(は|が|です)|existing|current|slow|site (is|has)|\b(our|my) (\d[\d,]* ?-?pages? )?(web ?)?site\b)/.test(
          t,
        ) &&
          !hints.rebuild.test(t)));
    const onlyService = flatNamed || ((maintenance || seo || performance) && (hints.only.test(t) || existingSite));
    const revisions = Number(
      t
        .match(revisionCount)
        ?.slice(1)
        .find((g) => g && /^\d+$/.test(g)) ?? 0,
    );
    if (!onlyService && hints.additional.test(t) && !hints.rebuild.test(t))
      plans.push({ plan: "web-additional", field: "pages", value: pages, specs: { additionalPages: pages } });
    else if (!onlyService) {
      const plan = webPlanFor(pages);
      const extra = revisions > INCLUDED_REVISIONS && plan !== "web-complex" ? { revisions } : {};
      plans.push({ plan, field: "pages", value: pages, specs: { pages, ...extra } });
    }
    if (seo) plans.push({ plan: "seo", field: "pages", value: pages });
    if (performance) plans.push({ plan: "performance-optimization", field: "pages", value: pages });
    if (maintenance) plans.push({ plan: "maintenance", field: "pages", value: pages });
  }
  // A flat-fee service named beside a sized one (「セキュリティ診断と保守、10ページ」) is priced with it.
  if (plans.length > 0 || Object.keys(found).length > 0 || withTax.test(t) || priced)
    for (const [plan, pattern] of flatFees)
      // A PWA given a screen count is priced by its screens, not as the flat-fee plan.
      if (pattern.test(t) && !plans.some((p) => p.plan === plan) && !(plan === "mobile-pwa" && found.screens))
        flat.push(plan);
  if (found.screens !== undefined) plans.push(appPlan(t, found.screens));
  if (found.gigabytes !== undefined)
    plans.push({ plan: "cloud-migration", field: "gigabytes", value: found.gigabytes });
  if (found.hours !== undefined)
    plans.push(
      hints.training.test(t)
        ? { plan: "training", field: "hours", value: found.hours }
        : {
            plan: "it-consulting",
            field: "hours",
            value: found.hours,
            specs: { hours: found.hours, location: hints.onsite.test(t) ? "onsite" : "remote" },
          },
    );
  if (found.features !== undefined)
    plans.push({ plan: hints.map.test(t) ? "map-app" : "mobile-complex", field: "features", value: found.features });
  return plans.length > 0 || flat.length > 0 ? [...plans, ...flat.map((plan) => ({ plan }))] : [];
}

/** Native when asked (and not denied), a standard web app when it needs logins or an admin side, else a simple one. */
function appPlan(t: string, screens: number): PlanAsked {
  const native = hints.native.test(t) && !hints.notNative.test(t);
  if (native) return { plan: "mobile-native", field: "screens", value: screens };
  if (hints.standardApp.test(t.replace(hints.notStandardApp, " ")))
    return { plan: "mobile-medium", field: "screens", value: screens, specs: { screens, platform: "web" } };
  return { plan: "mobile-simple", field: "screens", value: screens };
}

export const unitWords: Record<Field, string> = {
  pages: "pages",
  screens: "screens",
  hours: "hours",
  features: "features",
  gigabytes: "gb",
};

/**
 * "and 15?", 「じゃあ20なら？」 after a question with one size: the bare number is a new value of that size,
 * written with its unit; undefined for anything else.
 */
export function withPreviousUnit(text: string, previous: string): string | undefined {
  const n = estimateText(text).match(
    /^((?:and |or |so |then |what about |how about |maybe |for |actually,? |make it |let'?s say |say |じゃあ|では|なら|それなら|やっぱり)*)(\d[\d,]*)\s*(は|なら|だと|では|でも|で|の場合は?|instead)?\s*[?？]?$/,
  )?.[2];
  if (!n) return undefined;
  const fields = Object.keys(sizesIn(estimateText(previous))) as Field[];
  if (fields.length === 1) return `${n} ${unitWords[fields[0]!]}`;
  // "How much is a website?" then "12": with no size before, the unit is the one the service asked about is sized in.
  const p = estimateText(previous);
  const named = fields.length === 0 && asksPrice(previous) ? serviceUnits.filter(([, words]) => words.test(p)) : [];
  return named.length === 1 ? `${n} ${unitWords[named[0]![0]]}` : undefined;
}

const serviceUnits: [Field, RegExp][] = [
  ["screens", /(アプリ|\bapps?\b)/],
  ["hours", /(研修|コンサル|training|consult)/],
  ["gigabytes", /(移行|migrat)/],
  ["pages", /(サイト|ホームページ|web制作|website|\bsite\b|seo|保守|maintenance|表示速度|performance)/],
];

/** Whether a sentence asks how long the work takes, which an estimate's closing line answers. */
export const asksTimeline = (text: string) => howLong.test(estimateText(text));

/** Whether a sentence asks what something costs. */
export const asksPrice = (text: string) => priceWords.test(estimateText(text));

/** Whether a sentence asks for a price and gives a size to compute it from. */
export function asksEstimate(text: string): boolean {
  const t = estimateText(text);
  const asksPrice =
    priceWords.test(t) ||
    withTax.test(t) ||
    (howMuch.test(t) && !howLong.test(t)) ||
    (requestWords.test(t) && Object.keys(sizesIn(t)).length > 0);
  return asksPrice && plansIn(text).length > 0;
}

function breakdown(lines: PriceLine[], language: Locale): string {
  const t = chatReplies[language].estimate;
  const yen = (n: number) => formatYen(n, language);
  return lines
    .map((line) =>
      line.kind !== "base" && line.unitPrice !== undefined && line.quantity !== undefined
        ? t.times(yen(line.unitPrice), String(line.quantity))
        : t.base(yen(line.amount)),
    )
    .join(" + ");
}

/** The estimate's lines and total with the calculator link, or null when nothing can be computed. */
export function freeEstimate(text: string, language: Locale, withOffer: boolean, priced = false): string | null {
  const t = chatReplies[language].estimate;
  const q = chatReplies[language].quote;
  const yen = (n: number) => formatYen(n, language);
  const lines: string[] = [];
  let oneOffTotal = 0;
  let oneOffCount = 0;
  // The calculator opens on the first plan computed (it holds one plan per quote), with its size filled in.
  let first: CalculatorStart | undefined;
  for (const { plan, field, value, specs: given } of plansIn(text, priced)) {
    const specs = given ?? (field ? { [field]: value } : {});
    let estimate;
    try {
      estimate = calculatePrice(plan, specs);
    } catch {
      continue; // Out of the calculator's bounds: the link below still helps.
    }
    const category = categoryOfPlan(plan);
    const title = (category && plansByCategory(category, language).find((card) => card.id === plan)?.title) ?? plan;
    const condition =
      field && value !== undefined ? q.units[field](new Intl.NumberFormat(intlLocale[language]).format(value)) : t.flat;
    const { totalWithTax } = taxBreakdown(estimate.total);
    const format = planBilling(plan) === "monthly" ? t.monthly : t.oneOff;
    lines.push(format(title, condition, yen(estimate.total), yen(totalWithTax), breakdown(estimate.lines, language)));
    first ??= { plan, specifications: specs };
    if (planBilling(plan) === "oneTime") {
      oneOffTotal += estimate.total;
      oneOffCount++;
    }
  }
  if (lines.length === 0 || !first) return null;
  if (oneOffCount > 1) lines.push(t.total(yen(oneOffTotal), yen(taxBreakdown(oneOffTotal).totalWithTax)));
  const calculator = markdownLink(pageLabel(PRICING_PATH, language), PRICING_PATH + calculatorQuery(first), language);
  return [t.intro, ...lines, q.calculator(calculator), withOffer ? t.needsTalk : null].filter(Boolean).join("\n");
}
