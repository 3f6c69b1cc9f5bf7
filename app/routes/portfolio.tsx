import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/portfolio";
import { PageHero } from "../components/ui/page-hero";
import { ScrollToTop } from "../components/ui/scroll-to-top";
import { PortfolioCard } from "../components/portfolio/portfolio-card";
import { PortfolioFilterNav } from "../components/portfolio/portfolio-filter-nav";
import type { PortfolioFilterId } from "../../content/portfolio";
import { portfolioPage } from "../../content/portfolio-page";
import { pageData } from "../loaders/page-data.server";
import { portfolioData } from "../loaders/portfolio-data.server";
import { metaFromData } from "../../domain/seo/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "portfolio", portfolioPage);
  // The sentence builders are resolved per item and per filter by portfolioData (loader data cannot carry functions).
  const { count: _count, viewSiteOf: _viewSiteOf, imageAlt: _imageAlt, ...content } = page.content;
  return { ...page, content, ...portfolioData(page.locale) };
}

export const meta = metaFromData;

/** The filter narrows the list already on the page, so switching tabs (?category=...) needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { content: t, items: allItems, filters } = loaderData;
  // Read during render (server and browser alike) so /portfolio?category=mobile arrives already filtered;
  // anything missing or unknown shows everything.
  const [searchParams] = useSearchParams();
  const category = searchParams.get("category");
  const activeFilter = filters.find((f) => f.id === category) ?? filters[0]; // the first filter is "all"
  const active: PortfolioFilterId = activeFilter.id;
  const items = active === "all" ? allItems : allItems.filter((item) => item.category === active);

  return (
    <>
      {/* Spec section 2: the page opens at the top, even when the browser would restore an old position on reload. */}
      <ScrollToTop />
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <section aria-labelledby="portfolio-heading" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="portfolio-heading" className="section-title">
              {t.listHeading}
            </h2>
            <p role="status" data-testid="portfolio-count" className="text-sm text-slate-600">
              {activeFilter.countText}
            </p>
          </div>
          <div className="mt-6">
            <PortfolioFilterNav filters={filters} active={active} label={t.filterLabel} />
          </div>
          {/* No card alone on the last row: when the count leaves one over (odd in two columns, 3n+1 in
              three), the first card spans two columns. */}
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 sm:max-lg:[&>li:first-child:nth-last-child(2n+3)]:col-span-2 lg:[&>li:first-child:nth-last-child(3n+4)]:col-span-2">
            {items.map((item, i) => (
              <li key={item.id} data-testid="portfolio-item" data-category={item.category}>
                {/* The first row is visible on load, so it should not wait for lazy loading. */}
                <PortfolioCard item={item} labels={t} eager={i < 3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
