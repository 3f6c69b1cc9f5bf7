import type { Route } from "./+types/pricing-calculator";
import { PricingCalculator } from "../components/pricing/pricing-calculator";
import { LocalLink } from "../components/ui/local-link";
import { PageHero } from "../components/ui/page-hero";
import { pricingPageData } from "../loaders/pricing-page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";
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
            <li
              key={badge}
              className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/20"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4 text-accent-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </svg>
              {badge}
            </li>
          ))}
        </ul>
      </PageHero>
      {/* Without JavaScript the calculator cannot save or price anything, and its form would send the
          name and email nowhere useful: it is hidden, and this note points to the contact form instead. */}
      <noscript>
        <section className="container-page py-10 sm:py-16" data-testid="pricing-noscript">
          <div className="max-w-2xl rounded-2xl border border-brand-200 bg-brand-50 p-6">
            <h2 className="text-subsection font-bold text-slate-900">{content.noScript.title}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{content.noScript.text}</p>
            <LocalLink to="/contact" className="btn-primary mt-5">
              {content.noScript.link}
            </LocalLink>
          </div>
        </section>
      </noscript>
      <div className="noscript:hidden">
        <Island
          name="pricing-calculator"
          component={PricingCalculator}
          props={{ data: { content, categories, fields, estimateLabels, specMessages, startMessages } }}
          hydrate="interaction"
        />
      </div>
    </>
  );
}
