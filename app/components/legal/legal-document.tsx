import { PageHero } from "../ui/page-hero";
import { LegalBlock } from "./legal-block";
import type { LegalPage } from "../../../content/legal-common";

interface LegalDocumentProps {
  text: LegalPage;
  /** Test id of each article or section ("terms-article", "privacy-section"). */
  sectionTestId: string;
}

/** Terms and Privacy share one layout: contents list beside numbered sections. */
export function LegalDocument({ text, sectionTestId }: LegalDocumentProps) {
  const anchor = (id: string) => `${sectionTestId}-${id}`;
  return (
    <>
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} lead={text.hero.lead} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-14">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            {text.tocLabel}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {text.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${anchor(s.id)}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="min-w-0 max-w-3xl leading-relaxed text-slate-700">
          <p data-testid="last-updated" className="text-sm font-medium text-slate-600">
            {text.lastUpdated}
          </p>
          {text.intro.map((p) => (
            <p key={p} className="mt-4">
              {p}
            </p>
          ))}
          {text.sections.map((s) => (
            <section
              key={s.id}
              id={anchor(s.id)}
              data-testid={sectionTestId}
              aria-labelledby={`${anchor(s.id)}-title`}
              className="mt-10 border-t border-slate-200 pt-8"
            >
              <h2 id={`${anchor(s.id)}-title`} className="text-balance text-subsection font-bold text-slate-900">
                {s.heading}
              </h2>
              <div className="mt-4 space-y-4">
                {s.blocks.map((block, j) => (
                  <LegalBlock key={j} block={block} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
