import { LocalLink } from "../ui/local-link";
import { NavDropdown } from "./nav-dropdown";
import { LanguageToggle } from "./language-toggle";
import { useLanguage } from "../../i18n/use-language";
import { stripLocale } from "../../../domain/i18n/paths";
import { Logo } from "./logo";

/**
 * Transparent over the hero; solid once scrolled past 20 px, while the compact menu is
 * open, and always when no script runs (app.css `.site-header`). Markup only:
 * app/behaviours/site-header.ts sets the attributes (data-solid, aria-expanded, hidden)
 * these classes follow. The compact menu is a <details>, so it opens without script.
 */
export function SiteHeader() {
  const { t: dict, pathname } = useLanguage();
  const t = dict.nav;
  const path = stripLocale(pathname);
  const isActive = (to: string) => (to === "/" ? path === "/" : path === to || path.startsWith(`${to}/`));
  const linkClass = (to: string) =>
    `flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition hover:text-accent-400 ${
      isActive(to) ? "text-white underline decoration-accent-400 decoration-2 underline-offset-8" : "text-white"
    }`;

  return (
    <header
      data-testid="site-header"
      data-behaviour="site-header"
      data-solid="false"
      className="site-header fixed inset-x-0 top-0 z-40"
    >
      <nav aria-label={t.mainNavLabel} className="container-page flex h-16 items-center justify-between gap-4">
        <LocalLink
          to="/"
          className="flex min-w-0 items-center gap-2 text-white"
          aria-label={`${dict.company.shortName} – ${t.homeLinkLabel}`}
        >
          <Logo className="h-9 w-9 shrink-0" />
          {/* Below 360 px the English name would push the menu button off the screen: a smaller size
              fits it at 320 px, and truncation is the last resort so the button always stays whole. */}
          <span className="truncate text-sm font-bold leading-tight min-[360px]:text-base">
            {dict.company.shortName}
          </span>
        </LocalLink>

        {/* The full bar needs about 1,200 px in Japanese: narrower screens get the compact menu. */}
        <ul className="hidden items-center gap-1 xl:flex">
          <li>
            <LocalLink to={t.home.to} className={linkClass("/")} aria-current={isActive("/") ? "page" : undefined}>
              {t.home.label}
            </LocalLink>
          </li>
          {t.dropdowns.map((d) => (
            <NavDropdown key={d.id} data={d} active={d.match.some(isActive)} />
          ))}
          <li>
            <LocalLink
              to={t.team.to}
              className={linkClass("/team")}
              aria-current={isActive("/team") ? "page" : undefined}
            >
              {t.team.label}
            </LocalLink>
          </li>
          <li>
            <LocalLink
              to={t.pricing.to}
              className={linkClass("/pricing-calculator")}
              aria-current={isActive("/pricing-calculator") ? "page" : undefined}
            >
              {t.pricing.label}
            </LocalLink>
          </li>
          <li className="ml-2">
            <LocalLink
              to={t.contact.to}
              data-testid="nav-contact"
              aria-current={isActive("/contact") ? "page" : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-5 py-2 text-sm font-semibold shadow transition ${
                isActive("/contact") ? "bg-accent-400 text-brand-900" : "bg-white text-brand-800 hover:bg-accent-400"
              }`}
            >
              {t.contact.label}
            </LocalLink>
          </li>
          <li className="ml-2">
            <LanguageToggle />
          </li>
        </ul>

        <details data-mobile-menu="" className="group shrink-0 xl:hidden">
          <summary
            className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-white [&::-webkit-details-marker]:hidden"
            data-open-label={t.openMenu}
            data-close-label={t.closeMenu}
            data-menu-button=""
            data-testid="mobile-menu-button"
          >
            <span className="sr-only" data-menu-label="">
              {t.openMenu}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:inline" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </summary>
          {/* Dims the page under the open menu; a click on it closes the menu (the behaviour). */}
          <div data-menu-backdrop="" aria-hidden="true" className="fixed inset-x-0 bottom-0 top-16 bg-slate-950/50" />
          <div
            id="mobile-menu"
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/15 bg-gradient-to-r from-brand-900 to-brand-700 shadow-lg"
          >
            <ul className="container-page flex flex-col gap-1 py-3">
              {t.mobile.map((item) => (
                <li key={item.to}>
                  <LocalLink
                    to={item.to}
                    aria-current={isActive(item.to) ? "page" : undefined}
                    className={linkClass(item.to)}
                  >
                    {item.label}
                  </LocalLink>
                </li>
              ))}
              <li className="px-3 pt-2">
                <LanguageToggle />
              </li>
            </ul>
          </div>
        </details>
      </nav>
    </header>
  );
}
