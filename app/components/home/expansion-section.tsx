import { LocalLink } from "../ui/local-link";
import { SectionHeading } from "../ui/section-heading";
import { CheckIcon } from "../services/service-icon";
import type { homePage } from "../../../content/home";
import { Picture } from "../ui/picture";

type ExpansionText = (typeof homePage)["ja"]["expansion"];

/** International expansion: into Japan, and out into the world. */
export function ExpansionSection({ t }: { t: ExpansionText }) {
  return (
    <section aria-labelledby="home-expansion-title" className="pb-4 pt-20 sm:pb-6 sm:pt-24">
      <div className="container-page">
        <SectionHeading id="home-expansion-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {t.cards.map((card) => (
            <article
              key={card.id}
              data-testid="expansion-card"
              aria-labelledby={`expansion-${card.id}`}
              className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
            >
              <Picture
                src={card.image.src}
                alt={card.image.alt}
                width={640}
                height={280}
                sizes="(min-width: 768px) 34rem, 100vw"
                className="aspect-[16/7] h-auto w-full bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 id={`expansion-${card.id}`} className="text-xl font-bold text-slate-900">
                  {card.title}
                </h3>
                <p className="mt-3 leading-relaxed text-slate-600">{card.text}</p>
                <ul className="mt-5 space-y-2.5">
                  {card.points.map((p) => (
                    <li key={p} className="flex gap-2.5 text-sm text-slate-700">
                      <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalLink to={t.primary.to} className="btn-primary" data-testid="expansion-contact-link">
            {t.primary.label}
          </LocalLink>
          <LocalLink to={t.secondary.to} className="btn-secondary" data-testid="expansion-schedule-link">
            {t.secondary.label}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
