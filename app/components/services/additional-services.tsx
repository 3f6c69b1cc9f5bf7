import { LocalLink } from "../ui/local-link";
import { SectionHeading } from "../ui/section-heading";
import { ServiceIcon } from "./service-icon";
import type { AdditionalServiceEntry, servicesPage } from "../../../content/services";

type PageText = (typeof servicesPage)["ja"];

/** The seven additional services, with the pricing calculator filling the grid's last cell. */
export function AdditionalServices({ t, services }: { t: PageText; services: readonly AdditionalServiceEntry[] }) {
  return (
    <section aria-labelledby="additional-services-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="additional-services-title"
          eyebrow={t.additional.eyebrow}
          title={t.additional.title}
          lead={t.additional.lead}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {services.map((s) => (
            <li
              key={s.id}
              id={s.id}
              data-testid="additional-service"
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <div className="flex items-center gap-4 sm:block">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <ServiceIcon id={s.id} />
                </span>
                <h3 className="font-semibold leading-snug text-slate-900 sm:mt-4">{s.title}</h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{s.description}</p>
            </li>
          ))}
          <li className="flex">
            <LocalLink
              to={t.quoteCard.cta.to}
              data-testid="services-pricing-link"
              className="hero-band group flex w-full flex-col rounded-2xl p-6 shadow-md transition hover:shadow-xl"
            >
              <h3 className="font-semibold leading-snug">{t.quoteCard.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-200">{t.quoteCard.text}</p>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-accent-400">
                {t.quoteCard.cta.label}
                <span aria-hidden="true" className="inline-block transition group-hover:translate-x-1">
                  →
                </span>
              </span>
            </LocalLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
