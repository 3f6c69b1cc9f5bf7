import { LocalLink } from "../ui/local-link";
import { SectionHeading } from "../ui/section-heading";
import { ServiceIcon } from "../services/service-icon";
import type { ServiceHighlightEntry } from "../../../content/services";
import type { homePage } from "../../../content/home";

type ServicesText = (typeof homePage)["ja"]["services"];

/** The twelve service cards, each a link to its section on /services. */
export function ServiceCardGrid({ t, services }: { t: ServicesText; services: readonly ServiceHighlightEntry[] }) {
  return (
    <section aria-labelledby="home-services-title" className="bg-slate-50 pb-20 pt-16 sm:pb-24 sm:pt-20">
      <div className="container-page">
        <SectionHeading id="home-services-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((s) => (
            <li key={s.id} className="flex">
              <LocalLink
                to={s.to}
                data-testid="home-service-card"
                className="group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg sm:p-6"
              >
                {/* Icon beside the title on phones (shorter cards), above it from sm up. */}
                <div className="flex items-center gap-4 sm:block">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition group-hover:bg-brand-600 group-hover:text-white">
                    <ServiceIcon id={s.id} />
                  </span>
                  <h3 className="text-base font-semibold leading-snug text-slate-900 sm:mt-5 sm:text-lg">{s.title}</h3>
                </div>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600 sm:mt-2">{s.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 sm:mt-5">
                  {t.more}
                  <span aria-hidden="true" className="inline-block transition group-hover:translate-x-1">
                    →
                  </span>
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <LocalLink to={t.all.to} className="btn-secondary">
            {t.all.label}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
