import type { Route } from "./+types/pricing-calculator";
import { PricingCalculator } from "../components/pricing/pricing-calculator";
import { PageHero } from "../components/ui/page-hero";
import { pricingPageData } from "../lib/pricing-page-data.server";
import { metaFromData } from "../lib/route-meta";
import { Island } from "../islands/island";

export async function loader({ request }: Route.LoaderArgs) {
  return pricingPageData(request);
}

export const meta = metaFromData;

export default function PricingCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { content, categories, fields, estimateLabels, specMessages, startMessages } = loaderData;
  const hero = content.hero;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ul className="mt-8 flex flex-wrap gap-3">
          {hero.badges.map((badge) => (
            <li key={badge} className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/20">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-accent-400" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </svg>
              {badge}
            </li>
          ))}
        </ul>
      </PageHero>
      <Island name="pricing-calculator" component={PricingCalculator} props={{ data: { content, categories, fields, estimateLabels, specMessages, startMessages } }} hydrate="interaction" />
    </>
  );
}
