import type { PortfolioFilterId } from "../../../content/portfolio";
import type { PortfolioFilterData } from "../../loaders/portfolio-data.server";
import { LocalLink } from "../ui/local-link";

/** Filters are plain links (?category=mobile), so a filtered view can be shared and is rendered on the server. */
export function PortfolioFilterNav({
  filters,
  active,
  label,
}: {
  filters: readonly PortfolioFilterData[];
  active: PortfolioFilterId;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((f) => {
          const current = f.id === active;
          return (
            <li key={f.id}>
              <LocalLink
                to={f.id === "all" ? "/portfolio" : `/portfolio?category=${f.id}`}
                aria-current={current ? "true" : undefined}
                data-testid="portfolio-filter"
                data-filter={f.id}
                className={`inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-sm font-semibold transition ${
                  current
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {f.label}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
