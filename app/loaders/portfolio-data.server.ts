import {
  filterLabel,
  itemDescription,
  itemImage,
  itemTitle,
  portfolioFilters,
  portfolioItems,
  type PortfolioCategory,
  type PortfolioFilterId,
} from "../../content/portfolio";
import { portfolioPage } from "../../content/portfolio-page";
import type { Locale } from "../../domain/i18n/locales";

/** One portfolio card in one language, its sentences already filled in (loader data cannot carry functions). */
export interface PortfolioItemData {
  id: number;
  category: PortfolioCategory;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  /** Read after "View Site" by screen readers: which project, and that it opens a new tab. */
  viewSiteSuffix: string;
  tech: string[];
  url: string;
}

export interface PortfolioFilterData {
  id: PortfolioFilterId;
  label: string;
  /** The live "showing n projects" line for this filter, counted here so the browser needs no plural rules. */
  countText: string;
}

/**
 * Every item and filter in one language. All 19 items are sent and the page filters
 * during render, so a tab click needs no round-trip to the server.
 */
export function portfolioData(locale: Locale): { items: PortfolioItemData[]; filters: PortfolioFilterData[] } {
  const t = portfolioPage[locale];
  const items = portfolioItems.map((item) => {
    const title = itemTitle(item, locale);
    return {
      id: item.id,
      category: item.category,
      title,
      description: itemDescription(item, locale),
      image: itemImage(item, locale),
      imageAlt: t.imageAlt(title),
      viewSiteSuffix: t.viewSiteOf(title),
      tech: item.tech,
      url: item.url,
    };
  });
  const filters = portfolioFilters.map((f) => ({
    id: f.id,
    label: filterLabel(f, locale),
    countText: t.count(f.id === "all" ? items.length : items.filter((item) => item.category === f.id).length),
  }));
  return { items, filters };
}
