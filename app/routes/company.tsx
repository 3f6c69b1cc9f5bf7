import type { Route } from "./+types/company";
import { PageHero } from "../components/ui/page-hero";
import { CtaPanel } from "../components/ui/cta-panel";
import { SectionHeading } from "../components/ui/section-heading";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { LineIcon } from "../components/ui/line-icon";
import { companyPage } from "../../content/company-page";
import { contactPage } from "../../content/contact-page";
import { AccessSection } from "../components/contact/access-section";
import { companyStats } from "../loaders/company-stats.server";
import { pageData } from "../loaders/page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "company", companyPage);
  // The office's access (address, map link, map) as the contact page shows it.
  return { ...page, stats: companyStats(page.locale), access: contactPage[page.locale].access };
}

export const meta = metaFromData;

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { content: t, stats, access } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />

      <section
        aria-labelledby="about-title"
        className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center"
      >
        <div>
          <SectionHeading id="about-title" title={t.about.title} align="left" />
          <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
            {t.about.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <dl aria-label={t.about.statsLabel} className="grid grid-cols-2 gap-4">
          {stats.map((s) => (
            <div key={s.value} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5 text-center">
              <dt className="mt-1 text-sm font-medium text-slate-700">{s.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="vision" aria-labelledby="vision-title" className="hero-band py-16 sm:py-20">
        <div className="container-page max-w-4xl text-center">
          <SectionHeading id="vision-title" eyebrow={t.vision.eyebrow} title={t.vision.title} onDark />
          <p className="mt-6 text-balance text-xl font-semibold leading-relaxed sm:text-2xl">{t.vision.statement}</p>
          <p className="mx-auto mt-6 max-w-3xl leading-relaxed text-slate-200">{t.vision.body}</p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="container-page py-16 sm:py-20">
        <SectionHeading id="values-title" title={t.values.title} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.values.items.map((v) => (
            <li
              key={v.id}
              data-testid="company-value"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <LineIcon name={v.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{v.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{v.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="profile-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page max-w-4xl">
          <SectionHeading id="profile-title" title={t.profile.title} />
          <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left">
              <caption className="sr-only">{t.profile.title}</caption>
              <tbody className="divide-y divide-slate-200">
                {t.profile.rows.map((row) => (
                  <tr key={row.id} data-testid="profile-row" className="flex flex-col sm:table-row">
                    <th
                      scope="row"
                      className="px-5 pt-4 text-sm font-semibold text-slate-600 sm:w-48 sm:bg-slate-50 sm:py-4 sm:text-slate-900"
                    >
                      {row.label}
                    </th>
                    <td className="px-5 pb-4 pt-1 text-slate-700 sm:py-4">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <AccessSection copy={access} />

      <CtaPanel id="join-title" title={t.joinUs.title} text={t.joinUs.text} testId="join-us">
        <LocalLink to="/team" className={accentButtonClass} data-testid="cta-link">
          {t.joinUs.link}
        </LocalLink>
      </CtaPanel>
    </>
  );
}
