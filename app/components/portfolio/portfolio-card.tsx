import type { portfolioPage } from "../../../content/portfolio-page";
import type { Locale } from "../../../domain/i18n/locales";
import type { PortfolioItemData } from "../../loaders/portfolio-data.server";
import { ExternalLink } from "../ui/external-link";
import { Picture } from "../ui/picture";

type Labels = Pick<(typeof portfolioPage)[Locale], "viewSite" | "techLabel">;

/**
 * The View Site link sits over the image: shown on hover and on keyboard focus
 * (focus-within), and always on screens that cannot hover (no-hover: hover none or a
 * coarse pointer): there in the
 * image's lower left corner, clear of the floating chat button's lane on the right.
 */
export function PortfolioCard({
  item,
  labels: t,
  eager = false,
}: {
  item: PortfolioItemData;
  labels: Labels;
  eager?: boolean;
}) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <Picture
          src={item.image}
          alt={item.imageAlt}
          width={480}
          height={300}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          className="aspect-[8/5] w-full bg-slate-100 object-cover"
        />
        <div
          data-testid="portfolio-overlay"
          className="absolute inset-0 flex items-center justify-center bg-brand-900/65 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 no-hover:items-end no-hover:justify-start no-hover:bg-transparent no-hover:p-3 no-hover:opacity-100"
        >
          <ExternalLink
            href={item.url}
            data-testid="portfolio-view-site"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2 text-sm font-semibold text-brand-800 shadow-lg transition hover:bg-accent-400 hover:text-brand-900"
          >
            {t.viewSite}
            <span className="sr-only">{item.viewSiteSuffix}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="size-4"
            >
              <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ExternalLink>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold leading-snug text-slate-900">{item.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.description}</p>
        <ul aria-label={t.techLabel} className="mt-auto flex flex-wrap gap-2 pt-4">
          {item.tech.map((tech) => (
            <li key={tech} className="rounded-md bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
