import { parseChatLinks } from "../../../domain/chat/chat-links";
import { localeFromPath, localizePath } from "../../../domain/i18n/paths";
import type { Locale } from "../../../domain/i18n/locales";
import { ExternalLink } from "../ui/external-link";
import { SiteLink } from "../ui/site-link";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * An assistant answer as text with real links: only [label](/path) and
 * [label](https://...) become links; the rest is rendered as text by React, never as HTML.
 */
export function ChatText({ text, language, onNavigate }: { text: string; language: Locale; onNavigate: () => void }) {
  return parseChatLinks(text).map((part, i) => {
    if (part.kind === "text") return <span key={i}>{part.text}</span>;
    if (part.href.startsWith("https://")) {
      return (
        <ExternalLink key={i} href={part.href} className={linkClass}>
          {part.label}
        </ExternalLink>
      );
    }
    // A site path without the language prefix means this language's page.
    const to = localeFromPath(part.href) === language ? part.href : localizePath(part.href, language);
    return (
      <SiteLink key={i} to={to} className={linkClass} onClick={onNavigate}>
        {part.label}
      </SiteLink>
    );
  });
}
