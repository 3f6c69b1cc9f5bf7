import type { CompanyStat } from "../../loaders/company-stats.server";

/** The four track-record figures (company.ts, sent by the loader) on a dark band. */
export function CompanyStats({ heading, stats }: { heading: string; stats: readonly CompanyStat[] }) {
  return (
    <section aria-labelledby="company-stats-heading" className="hero-band py-14 sm:py-16">
      <div className="container-page">
        <h2 id="company-stats-heading" className="text-center text-subsection font-bold">
          {heading}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
          {stats.map((s) => (
            <div key={s.value} data-testid="stat" className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-slate-200">{s.label}</dt>
              <dd className="text-4xl font-bold text-accent-400 sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
