/**
 * Splits an assistant answer into text and links. Only Markdown links
 * `[label](url)` whose url starts with "/" (a page of this site) or "https://"
 * become links; everything else, HTML included, stays plain text, so nothing the
 * server returns is ever interpreted as markup.
 */
export type ChatPart = { kind: "text"; text: string } | { kind: "link"; label: string; href: string };

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

/** "/path" but not "//host" (protocol-relative, another site), or an https URL. */
export function isAllowedHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  return /^https:\/\/[^/\\\s]/.test(href);
}

export function parseChatLinks(text: string): ChatPart[] {
  const parts: ChatPart[] = [];
  let last = 0;
  const pushText = (s: string) => {
    if (!s) return;
    const prev = parts.at(-1);
    if (prev?.kind === "text") prev.text += s;
    else parts.push({ kind: "text", text: s });
  };
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const at = match.index;
    pushText(text.slice(last, at));
    if (isAllowedHref(href!)) parts.push({ kind: "link", label: label!, href: href! });
    else pushText(whole);
    last = at + whole.length;
  }
  pushText(text.slice(last));
  return parts;
}
