import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { PageHero } from "../components/ui/page-hero";
import { PortfolioCard } from "../components/portfolio/portfolio-card";
import { PortfolioFilterNav } from "../components/portfolio/portfolio-filter-nav";
import { useLanguage } from "../i18n/use-language";
import { parsePortfolioFilter, portfolioItems } from "../content/portfolio";
import { portfolioPage } from "../content/portfolio-page";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("portfolio");

export default function PortfolioPage() {
  const { language } = useLanguage();
  const t = portfolioPage[language];
  // Read during render (server and browser alike) so /portfolio?category=mobile arrives already filtered.
  const [searchParams] = useSearchParams();
  const active = parsePortfolioFilter(searchParams.get("category"));
  const items = active === "all" ? portfolioItems : portfolioItems.filter((item) => item.category === active);

  // Spec section 2: the page opens at the top, even when the browser would restore an old position on reload.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <section aria-labelledby="portfolio-heading" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="portfolio-heading" className="section-title">
              {t.listHeading}
            </h2>
            <p role="status" data-testid="portfolio-count" className="text-sm text-slate-600">
              {t.count(items.length)}
            </p>
          </div>
          <div className="mt-6">
            <PortfolioFilterNav active={active} label={t.filterLabel} />
          </div>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {items.map((item, i) => (
              <li key={item.id} data-testid="portfolio-item" data-category={item.category}>
                {/* The first row is visible on load, so it should not wait for lazy loading. */}
                <PortfolioCard item={item} eager={i < 3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
