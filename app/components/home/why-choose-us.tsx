import { LocalLink } from "../ui/local-link";
import { SectionHeading } from "../ui/section-heading";
import { CheckIcon } from "../services/service-icon";
import type { homePage } from "../../../content/home";

type WhyText = (typeof homePage)["ja"]["why"];

/** Six reasons to work with the company, and the way to learn more about it. */
export function WhyChooseUs({ t }: { t: WhyText }) {
  return (
    <section aria-labelledby="home-why-title" className="py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <SectionHeading id="home-why-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} align="left" />
          <LocalLink to={t.link.to} className="btn-secondary mt-8" data-testid="why-company-link">
            {t.link.label}
          </LocalLink>
        </div>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:col-span-8">
          {t.points.map((p) => (
            <li key={p.title} data-testid="why-point" className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-600 ring-1 ring-accent-400/40"
              >
                <CheckIcon />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{p.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
