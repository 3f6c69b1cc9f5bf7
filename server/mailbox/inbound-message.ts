import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { storableId, storableLine, storableText } from "./inbound-text";

/** What the office keeps of one email read from the company mailbox. */
export interface InboundMessage {
  /** The Message-ID without angle brackets; null when the message had none. */
  messageId: string | null;
  /** Ids from In-Reply-To and References, newest first, without angle brackets. */
  threadIds: string[];
  subject: string;
  from: { address: string; name: string | null } | null;
  /** Every address it was delivered to: To, Cc, Delivered-To, X-Original-To (lower case). */
  recipients: string[];
  /** Plain text: the text part, or the HTML part converted to text by mailparser. */
  text: string;
  /** The Date header as ISO 8601, when valid. */
  date: string | null;
  /** Auto-Submitted other than "no": out-of-office answers, bounces. */
  automatic: boolean;
  /** Over the size bound: read from its headers only. */
  truncated: boolean;
  /** The receiving server's SPF, DKIM and DMARC verdicts ("spf=pass dkim=none dmarc=fail"); null without that header. */
  authentication: string | null;
  /** Every attachment listed; `kept` false past the per-message count (its content is then empty). */
  attachments: { fileName: string; contentType: string; size: number; content: Buffer; kept: boolean }[];
}

const MAX_TEXT = 100_000;
const MAX_SUBJECT = 500;
/** Attachments kept from one email; more are listed (up to MAX_LISTED) but not kept. */
const MAX_ATTACHMENTS = 20;
const MAX_LISTED = 100;
const MAX_HTML = 1_000_000;
const MAX_NAME = 200;
const MAX_ADDRESS = 320;
const MAX_THREAD_IDS = 50;

/**
 * mailparser converts an HTML body to text when it is the whole message, not when it sits
 * beside attachments; then the HTML alone is parsed again as a message of its own, so the
 * same converter (html-to-text, with mailparser's limits) does it.
 */
async function textOf(parsed: ParsedMail): Promise<string> {
  if (parsed.text?.trim()) return parsed.text;
  if (typeof parsed.html !== "string" || parsed.html.length > MAX_HTML) return "";
  const alone = await simpleParser(
    Buffer.from(`Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${parsed.html}`),
    { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true },
  );
  return alone.text ?? "";
}

function stripBrackets(id: string): string {
  return id.trim().replace(/^<|>$/g, "");
}

function idsOf(value: string | string[] | undefined): string[] {
  if (!value) return [];
  const text = Array.isArray(value) ? value.join(" ") : value;
  return [...text.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!).concat(/[<>]/.test(text) ? [] : [stripBrackets(text)]);
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = !field ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((o) => o.value.flatMap((a) => (a.address ? [a.address] : [])));
}

function headerAddresses(parsed: ParsedMail, key: string): string[] {
  return parsed.headerLines
    .filter((h) => h.key === key)
    .flatMap((h) => [...h.line.slice(h.line.indexOf(":") + 1).matchAll(/[^\s<>,;:"]+@[^\s<>,;:"]+/g)].map((m) => m[0]));
}

const VERDICT = /\b(spf|dkim|dmarc)\s*=\s*(pass|fail|softfail|neutral|none|temperror|permerror|policy)\b/gi;

/**
 * The verdicts of the topmost Authentication-Results header: the one the company's own receiving
 * server added last. Headers further down were there before it and may be written by the sender.
 * The first verdict per method counts (a message may carry several DKIM signatures).
 */
export function authenticationOf(parsed: Pick<ParsedMail, "headerLines">): string | null {
  const header = parsed.headerLines.find((h) => h.key === "authentication-results");
  if (!header) return null;
  const found = new Map<string, string>();
  for (const [, method, result] of header.line.slice(0, 4_000).matchAll(VERDICT))
    if (!found.has(method!.toLowerCase())) found.set(method!.toLowerCase(), result!.toLowerCase());
  const verdicts = ["spf", "dkim", "dmarc"].flatMap((m) => (found.has(m) ? [`${m}=${found.get(m)}`] : []));
  return verdicts.length ? verdicts.join(" ") : null;
}

/** A file name safe to show and to put in a Content-Disposition: no paths, no control characters. */
export function safeFileName(name: string | undefined): string {
  const cleaned = (name ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .replace(/[/\\]/g, "_")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 200);
  return cleaned || "attachment";
}

/**
 * Parses a raw message with mailparser. Links and HTML are not generated from the text
 * (the office shows text only); `truncated` marks a header-only source.
 */
export async function parseInbound(source: Buffer, truncated = false): Promise<InboundMessage> {
  const parsed = await simpleParser(source, { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const from = addressesOf(parsed.from)[0];
  const fromName = storableLine(parsed.from?.value[0]?.name ?? "", MAX_NAME).trim() || null;
  const auto = parsed.headers.get("auto-submitted");
  const threadIds = [...idsOf(parsed.inReplyTo), ...idsOf(parsed.references).reverse()];
  // Every field is cleaned here, once, so no stored or compared value carries what a database refuses.
  const messageId = parsed.messageId ? storableId(stripBrackets(parsed.messageId)) : null;
  return {
    messageId: messageId || null,
    threadIds: [...new Set(threadIds.map(storableId))].filter(Boolean).slice(0, MAX_THREAD_IDS),
    subject: storableLine(parsed.subject ?? "", MAX_SUBJECT),
    from: from ? { address: storableLine(from.toLowerCase(), MAX_ADDRESS), name: fromName } : null,
    recipients: [
      ...addressesOf(parsed.to),
      ...addressesOf(parsed.cc),
      ...headerAddresses(parsed, "delivered-to"),
      ...headerAddresses(parsed, "x-original-to"),
    ].map((a) => storableLine(a.toLowerCase(), MAX_ADDRESS)),
    text: storableText((await textOf(parsed)).slice(0, MAX_TEXT)),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    automatic: typeof auto === "string" && auto.trim().toLowerCase() !== "no",
    truncated,
    authentication: authenticationOf(parsed),
    attachments: parsed.attachments
      .filter((a) => !a.related)
      .slice(0, MAX_LISTED)
      .map((a, index) => ({
        fileName: safeFileName(a.filename),
        contentType: storableLine(a.contentType || "application/octet-stream", 100),
        size: a.size,
        kept: index < MAX_ATTACHMENTS,
        content: index < MAX_ATTACHMENTS ? a.content : Buffer.alloc(0),
      })),
  };
}
