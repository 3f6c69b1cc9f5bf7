import { LocalLink } from "../ui/local-link";
import { ExternalLink } from "../ui/external-link";
import { SocialIcon } from "./social-icon";
import { Logo } from "./logo";
import { useLanguage } from "../../i18n/use-language";

export function SiteFooter() {
  const { t: dict } = useLanguage();
  const t = dict.footer;
  const company = dict.company;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-200" data-testid="site-footer">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo className="h-8 w-8" />
            {company.shortName}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{t.blurb}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wider text-white">
            {t.quickLinksTitle}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {t.quickLinks.map((l) => (
              <li key={l.to}>
                <LocalLink to={l.to} className="inline-block py-1.5 hover:text-accent-400">
                  {l.label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-wider text-white">
            {t.servicesTitle}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {t.services.map((l) => (
              <li key={l.to}>
                <LocalLink to={l.to} className="inline-block py-1.5 hover:text-accent-400">
                  {l.label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t.contactTitle}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{company.address}</p>
            <p>
              <a href={`mailto:${company.email}`} className="inline-block py-1 hover:text-accent-400">
                {company.email}
              </a>
            </p>
            <p>
              <a href={`tel:${company.phone.tel}`} className="inline-block py-1 hover:text-accent-400">
                {company.phone.display}
              </a>
            </p>
            <p className="text-slate-300">{company.hours}</p>
          </address>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-white">{t.socialTitle}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {company.social.map((s) => (
              <li key={s.id}>
                <ExternalLink
                  href={s.url}
                  aria-label={`${s.name}${t.newTab}`}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-accent-500"
                >
                  <SocialIcon id={s.id} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line so the floating chat button never covers it (until the container is narrower than the screen). */}
        <div className="container-page flex flex-col items-center justify-between gap-2 pb-24 pt-5 text-xs text-slate-300 sm:flex-row xl:pb-5">
          <p>
            © {year} {company.legalName} {t.rights}
          </p>
          <p>
            {t.versionLabel} {company.version}
          </p>
        </div>
      </div>
    </footer>
  );
}
