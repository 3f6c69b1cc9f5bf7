import { legalPage, type LegalPage } from "../../../content/legal-common";
import { markdownTwinLabels } from "../../../content/markdown-twins";
import type { Locale } from "../../i18n/locales";
import { privacyFor } from "../../../content/privacy";
import { terms } from "../../../content/terms";
import type { PageKey } from "../../../content/seo";
import { statedRetention, type RetentionSettings } from "../../settings/data-retention";
import { lastUpdatedYear } from "../last-updated";
import { blocks, bullets, heading, link, numbered, table, text } from "./markdown";
import { twinDocument, type TwinContext } from "./twin-frame";

function legalBody(page: LegalPage, locale: Locale): string[] {
  const header = markdownTwinLabels[locale].profile;
  return [
    text(page.hero.lead),
    text(page.lastUpdated),
    ...page.intro.map(text),
    heading(2, page.tocLabel),
    numbered(page.sections.map((s) => text(s.heading))),
    ...page.sections.flatMap((s) => [
      heading(2, s.heading),
      ...s.blocks.map((b) => {
        switch (b.type) {
          case "p":
            return text(b.text);
          case "clauses":
            return numbered(b.items.map(text));
          case "items":
            return b.items.map((i) => `${text(i.marker)} ${text(i.text)}`).join("  \n");
          case "bullets":
            return bullets(b.items.map(text));
          case "facts":
            return table(
              [text(header.label), text(header.value)],
              b.rows.map((r) => [text(r.label), r.href ? link(r.value, r.href) : text(r.value)]),
            );
        }
      }),
    ]),
  ];
}

function legalTwin(ctx: TwinContext, key: PageKey, page: LegalPage): string {
  return twinDocument(ctx, { key, h1: page.hero.title }, [blocks(...legalBody(page, ctx.locale))]);
}

export function termsTwin(ctx: TwinContext): string {
  return legalTwin(ctx, "terms", legalPage(terms[ctx.locale], ctx.locale, lastUpdatedYear()));
}

/** The privacy policy states the configured retention periods, as the prerendered page does. */
export function privacyTwin(ctx: TwinContext, settings: RetentionSettings): string {
  const text = privacyFor(statedRetention(settings))[ctx.locale];
  return legalTwin(ctx, "privacy", legalPage(text, ctx.locale, lastUpdatedYear()));
}
