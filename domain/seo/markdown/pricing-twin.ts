import { markdownTwinLabels } from "../../../content/markdown-twins";
import { pricingLabels } from "../../../content/pricing-labels";
import { pricingPage } from "../../../content/pricing-page";
import { plansByCategory, pricingCategories, pricingCategoryIds } from "../../../content/pricing-plans";
import { planBilling } from "../../pricing/pricing";
import { bullets, heading, numbered, table, text } from "./markdown";
import { pageLink, twinDocument, type TwinContext } from "./twin-frame";

/**
 * The calculator page as text: its steps, then every plan of every category
 * with the price rule its card states (the cards format their figures from
 * the pricing formulas, so the twin cannot disagree with a quote).
 */
export function pricingTwin(ctx: TwinContext): string {
  const t = pricingPage[ctx.locale];
  const labels = pricingLabels[ctx.locale];
  const columns = markdownTwinLabels[ctx.locale].plan;
  return twinDocument(ctx, { key: "pricing", h1: t.hero.title }, [
    text(t.hero.lead),
    bullets(t.hero.badges.map(text)),
    heading(2, t.steps.label),
    numbered([t.steps.names.contact, t.steps.names.category, t.steps.names.configure].map(text)),
    heading(2, t.contact.title),
    text(t.contact.lead),
    heading(2, t.category.title),
    text(`${labels.pricesExcludeTax} ${labels.approximate}`),
    ...pricingCategoryIds.flatMap((id) => {
      const category = pricingCategories[ctx.locale][id];
      const plans = plansByCategory(id, ctx.locale);
      return [
        heading(3, category.title),
        text(category.description),
        table(
          [text(columns.name), text(columns.price), text(columns.unit)],
          plans.map((p) => [
            text(p.title),
            `**${text(p.priceText)}**`,
            text(planBilling(p.id) === "monthly" ? `${p.unitText} (${labels.monthly})` : p.unitText),
          ]),
        ),
        ...plans.flatMap((p) => [heading(4, p.title), bullets(p.features.map(text))]),
      ];
    }),
    pageLink(ctx, t.hero.eyebrow, "/pricing-calculator"),
  ]);
}
