import { findPhoneNumbersInText } from "libphonenumber-js";
import { nameSpanEnding, personNameIn } from "./japanese-readings";

/**
 * Name, email, phone and company pulled out of what a visitor typed, which may hold
 * all of them in one message ("this is Mia Ito, mia@example.org, 080 5555 0199").
 * Each is only a candidate: the lead flow checks it with the contact form's rules and
 * reads it back to the visitor before anything is stored.
 */
export interface ContactDetails {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  /** When the visitor would like to be contacted: 「平日の午後なら電話も可能です」, "best time is mornings". */
  preferredTime?: string;
}

// A time of day or week, said with a wish to be contacted then.
const timeWordsJa = /(平日|土日|週末|[月火水木金土日]曜|午前|午後|夕方|朝|夜|昼|お昼|\d{1,2}\s*時|\d{1,2}:\d{2})/u;
const wishJa = /(電話|連絡|都合|希望|可能|助かり|お願い|いただけ|ください|なら|以降|まで|頃|ごろ|がいい|が良い|だと)/u;
const timeEn =
  /\b(?:best time|call me|reach me|contact me|call back|get me|available|prefer(?:ably)?|any ?time)\b[^.,;!?\n]{0,50}?\b(?:mornings?|afternoons?|evenings?|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|\d{1,2}\s?(?:am|pm)|\d{1,2}:\d{2}|lunch(?:time)?)\b[^.,;!?\n]{0,25}/iu;

function preferredTimeIn(text: string): string | undefined {
  const en = text.match(timeEn)?.[0];
  if (en)
    return en
      .trim()
      .replace(
        /^(?:best time(?: to (?:call|reach|contact)(?: me)?)? (?:is|would be)|call me|reach me|contact me|call back|get me|available|preferably|prefer)\s+/iu,
        "",
      )
      .replace(/\s+(?:on|at|or|and)$/iu, "")
      .slice(0, 100);
  const segment = text
    .split(/[、。,，!！?？\n]+/u)
    .map((s) => s.trim())
    .find((s) => timeWordsJa.test(s) && wishJa.test(s));
  return segment?.slice(0, 100);
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/;
// International or domestic numbers with separators; at least 10 digits in all.
const phonePattern = /(?:\+\d{1,3}[\s-]?)?\(?0?\d{1,4}\)?[\s-]?\d{1,4}[\s-]?\d{3,4}/g;
// 「株式会社ミドリ」, 「ミドリ株式会社」, and names that say what they are: 「山本商事」, 「鈴木工務店」.
const companyJa =
  /(?:株式会社|有限会社|合同会社|\(株\)|㈱)[^\s、,。の]{1,30}|[^\s、,。はがをにでと]{1,30}(?:株式会社|有限会社|合同会社|\(株\)|㈱)|[一-龯々ァ-ヶー]{1,12}(?:商事|商店|商会|工業|産業|物産|建設|工務店|製作所|不動産|事務所|クリニック|医院|歯科)/;
const companyEn =
  /\b(?:from|at|with|of|we'?re|we are|company(?: is|:)?)\s+((?:[A-Z][\w&'.-]*)(?:\s+(?:[A-Z&][\w&'.-]*|and|of))*)/;
// "Mike O'Brien", "Anne-Marie", "McDonald": capitals inside a name after an apostrophe, a hyphen or Mc.
const wordEn = "[A-Z](?:[a-z]+|['’][A-Z])?[A-Za-z'’-]*";
const nameEn = new RegExp(
  `\\b(?:[Ii]['’]?m|I am|[Mm]y name(?: is|['’]s)|[Nn]ame['’]s|[Tt]his is|[Nn]ame(?: is|:)|[Ii]t['’]?s)\\s+(${wordEn}(?:\\s+${wordEn}){0,3})`,
);
// A bare "Firstname Lastname" typed on its own, as an answer to "may I have your name?".
const bareNameEn = new RegExp(`^(${wordEn}(?:\\s+${wordEn}){1,3})(?:\\s+(?:from|at|of|with)\\b.*)?$`);
// 「森と申します」, 「名前は森 一郎です」: the words before a self-introduction; which of them are the name is the
// dictionary's call (nameSpanEnding), so 「…お話ししたいのです」 gives none.
const introJa = /^(.+?)(と申します|と申しま|といいます|と言います|です)/u;
const introducedJa = /(私|わたし|わたくし|名前|氏名|ネーム)は|と申|とい|と言/u;
// 「名前は高橋 誠、会社は…」: a name announced without 「です」, up to the comma.
const labelledNameJa = /^(?:お?名前|氏名|フルネーム)(?:は|[:：])\s*(.{1,16})$/u;
const notNames =
  /連絡|担当|電話|メール|お願い|ください|下さい|見積|相談|営業|サポート|会社|です|ます|はい|いいえ|問い合わせ/;

function phoneIn(text: string): string | undefined {
  const withoutEmails = text.replace(new RegExp(emailPattern.source, "g"), " ");
  // A number with a country code (+33 1 42 68 53 00, +49 30 …) in that country's plan, as typed; read only where a
  // "+" starts one, so a long message costs nothing more.
  for (const at of [...withoutEmails.matchAll(/\+(?=\d)/g)].slice(0, 3).map((m) => m.index)) {
    const piece = withoutEmails.slice(at, at + 32);
    const found = findPhoneNumbersInText(piece)[0];
    if (found) return piece.slice(found.startsAt, found.endsAt).trim();
  }
  for (const match of withoutEmails.matchAll(phonePattern)) {
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 10 && digits.length <= 15) return match[0].trim();
  }
  return undefined;
}

function companyIn(text: string, language: "ja" | "en"): string | undefined {
  const ja = text.match(companyJa)?.[0];
  if (ja) return ja.trim();
  if (language === "en" || /[A-Za-z]/.test(text)) {
    const en = text.match(companyEn)?.[1]?.trim();
    // "from your team" is not a company.
    if (en && !/^(your|the|you|our)\b/i.test(en)) return en.replace(/[.,]$/, "");
  }
  return undefined;
}

// A segment made of capitalised words only ("Kestrel Analytics", "Blue Harbor Co.").
const capitalisedWords = /^[A-Z][\w&'.-]*(?:\s+(?:[A-Z&][\w&'.-]*|and|of|&))*$/;

/**
 * "I'm Priya Natarajan, Kestrel Analytics, priya@…": details listed with commas; the capitalised
 * segment right after the name, which is neither an address nor a number, is the company.
 */
const jobTitle =
  /\b(manager|director|head|lead|engineer|officer|ceo|cto|cfo|coo|owner|founder|president|assistant|team|department|dept|sales|marketing|it)\b/i;

function listedCompany(text: string, name: string): string | undefined {
  const segments = text.split(/[,，、;；\n]+/).map((s) => s.trim().replace(/[.!]$/, ""));
  const at = segments.findIndex((s) => s.includes(name));
  const next = at >= 0 ? segments[at + 1] : undefined;
  if (!next || /[@\d]/.test(next) || next.includes(name) || !capitalisedWords.test(next)) return undefined;
  // "Ken Ito, Sales Manager": a job title, not a company.
  if (jobTitle.test(next)) return undefined;
  return next.split(/\s+/).length <= 5 ? next : undefined;
}

/** A Japanese segment that is a person's name and nothing else: 「山田太郎」, 「佐藤 花子」. */
function bareJa(segment: string): string | undefined {
  if (!/^[一-龯々ぁ-んァ-ヶー \u3000]{2,12}$/u.test(segment)) return undefined;
  const name = nameSpanEnding(segment, true);
  return name && name.replace(/[ \u3000]/g, "") === segment.replace(/[ \u3000]/g, "") ? segment : undefined;
}

// "lina park lina@parkdesign.kr": lowercase words right before an address, read as the name when the address has one of them.
function nameBeforeEmail(text: string, email: string): string | undefined {
  const before = text
    .slice(0, text.indexOf(email))
    .replace(/[\s,:;(<-]*(?:\b(?:at|is|email|e-mail|mail)\b[\s,:;]*)*$/iu, "");
  const words = before.match(/(?:^|[\s,])((?:[A-Za-z][A-Za-z'’-]+\s+){0,2}[A-Za-z][A-Za-z'’-]+)$/u)?.[1]?.split(/\s+/);
  if (!words) return undefined;
  // A word of the name is a part of the address, or begins one ("park" in "parkdesign").
  const parts = email.toLowerCase().split(/[.@_+-]+/u);
  const inAddress = (w: string) =>
    parts.some((p) => p === w.toLowerCase() || (w.length >= 3 && p.startsWith(w.toLowerCase())));
  const first = words.findIndex(inAddress);
  if (first < 0) return undefined;
  const last = words.findLastIndex(inAddress);
  return words.slice(first, last + 1).join(" ");
}

function nameIn(text: string, company: string | undefined): string | undefined {
  const rest = company ? text.replace(company, " ") : text;
  const en = rest.match(nameEn)?.[1];
  if (en && !/^(looking|interested|calling|writing|from|not|just|sure|fine|here)$/i.test(en.split(/\s+/)[0])) {
    // "I'm Emma Brown from Brown Logistics": stop at the company.
    return en.split(/\s+(?:from|at|with)\s+/i)[0].trim();
  }
  // Split apart at colons below, 「氏名：中村 健」 is read whole first.
  for (const part of rest.split(/[、,，。!！?？;；\n]+/)) {
    const labelled = part.trim().match(labelledNameJa)?.[1];
    const name = labelled && nameSpanEnding(labelled);
    if (name && name.replace(/\s+/g, "") === labelled.replace(/\s+/g, "") && !notNames.test(name))
      return labelled.trim();
  }
  const segments = rest
    .split(/[、,，。.!！?？:：;；\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const segment of segments) {
    const intro = segment.match(introJa);
    // Without 「と申します」 or 「私は」, "…です" is a name only when the dictionary tags one (「鈴木です」).
    const jaName = intro && nameSpanEnding(intro[1]!, !introducedJa.test(intro[0]));
    if (jaName && !notNames.test(jaName)) return jaName;
    const bare = /[A-Za-z]/.test(segment) ? segment.match(bareNameEn)?.[1] : bareJa(segment);
    if (bare && !notNames.test(bare) && !/@|\d/.test(bare)) return bare;
  }
  // The dictionary knows Japanese names the shapes above miss: 「折り返しお願いします。佐藤花子、…」.
  return personNameIn(rest);
}

export function contactDetailsIn(raw: string, language: "ja" | "en"): ContactDetails {
  const text = raw.normalize("NFKC").trim();
  const email = text.match(emailPattern)?.[0];
  const phone = phoneIn(text);
  const found = companyIn(text, language);
  const name =
    nameIn(text.replace(email ?? "\u0000", " ").replace(phone ?? "\u0000", " "), found) ??
    (email ? nameBeforeEmail(text, email) : undefined);
  const company = found ?? (name ? listedCompany(text, name) : undefined);
  const preferredTime = preferredTimeIn(text.replace(email ?? "\u0000", " ").replace(phone ?? "\u0000", " "));
  const details: ContactDetails = {};
  if (name) details.name = name;
  if (email) details.email = email;
  if (phone) details.phone = phone;
  if (company) details.company = company;
  if (preferredTime) details.preferredTime = preferredTime;
  return details;
}

/** The message with its contact details taken out, to keep a phone number out of the request text. */
export function withoutContactDetails(text: string, details: ContactDetails): string {
  let rest = text.normalize("NFKC");
  for (const value of [details.email, details.phone]) if (value) rest = rest.split(value).join(" ");
  return rest
    .replace(/\s+/g, " ")
    .replace(/^[\s、,，。.]+|[\s、,，]+$/g, "")
    .trim();
}

/** The text with email addresses and phone numbers replaced, for anything that must not hold them. */
export function maskContacts(text: string): string {
  return text
    .replace(new RegExp(emailPattern.source, "g"), "[email]")
    .replace(/\+?\d[\d\s()-]{8,}\d/g, (m) => (m.replace(/\D/g, "").length >= 10 ? "[phone]" : m));
}
