import type { Locale } from "../../domain/i18n/locales";
import { localizePath } from "../../domain/i18n/paths";
import { withoutInvisibleCharactersKeepingEmoji } from "../../domain/text/invisible-characters";

/**
 * Replies are plain text in which only Markdown links to our own pages are allowed
 * (the widget renders nothing else as a link). Anything a visitor typed that we repeat
 * back goes through plainEcho, so it can neither become HTML nor a link.
 */

/** Characters that could open a tag or a Markdown link, replaced by their full-width look-alikes. */
const lookAlikes: Record<string, string> = {
  "<": "＜",
  ">": "＞",
  "[": "［",
  "]": "］",
  "(": "（",
  ")": "）",
  "`": "｀",
};

export function plainEcho(text: string, max = 120): string {
  const cleaned = withoutInvisibleCharactersKeepingEmoji(text)
    .replace(/[\p{Cc}\u2028\u2029]/gu, " ")
    .replace(/[<>[\]()`]/g, (c) => lookAlikes[c])
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...cleaned];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : cleaned;
}

/** "[料金シミュレーター](/pricing-calculator)" or "[Pricing Calculator](/en/pricing-calculator)". */
export function markdownLink(label: string, path: string, language: Locale): string {
  const safeLabel = label.replace(/[[\]<>]/g, "").trim();
  return `[${safeLabel}](${localizePath(path, language)})`;
}

/** A page of this site ("/contact", "/en/services#seo"), the only link target a reply may carry. */
export function isSiteLink(target: string): boolean {
  return /^\/(?![/\\])[^\s()<>]*$/.test(target);
}

/**
 * Makes a model's reply safe to show: no HTML tags, no angle brackets, no links to
 * other sites (their text stays), no images, trimmed to a sensible length.
 */
export function sanitizeModelReply(text: string, max = 2000): string {
  let out = text
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/[<>]/g, (c) => lookAlikes[c])
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\(([^)\s]*)\)/g, (_, label: string, target: string) => {
      if (isSiteLink(target)) return `[${label}](${target})`;
      // An address is worth keeping as text; any other target is dropped with its link.
      const address = target.match(/^mailto:([^?\s]+)/)?.[1];
      return address && !label.includes(address) ? `${label} (${address})` : label;
    })
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if ([...out].length > max) out = `${[...out].slice(0, max).join("")}…`;
  return out;
}

/** Whether a reply already carries at least one Markdown link. */
export const hasMarkdownLink = (text: string) => /\[[^\]]+\]\([^)\s]+\)/.test(text);

/** The paths of every Markdown link in a reply, in order. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}
