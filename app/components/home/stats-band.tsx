import type { CompanyStat } from "../../loaders/company-stats.server";

/** The track-record figures (company.stats, resolved by the loader), on a card that overlaps the hero's lower edge. */
export function StatsBand({ title, stats }: { title: string; stats: readonly CompanyStat[] }) {
  return (
    <section aria-labelledby="home-stats-title" className="relative isolate z-10 sm:-mt-20">
      {/* Below the hero's edge the band continues the grey of the services section. On phones it starts
          below the hero instead of overlapping it, where the floating chat button would cover a figure. */}
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 top-0 -z-10 bg-slate-50 sm:top-20" />
      <div className="container-page">
        <h2 id="home-stats-title" className="sr-only">
          {title}
        </h2>
        <dl className="grid grid-cols-2 divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/5 lg:grid-cols-4 lg:divide-x">
          {stats.map((s, i) => (
            <div
              key={s.value}
              data-testid="home-stat"
              className={`flex flex-col-reverse items-center justify-end px-4 py-6 text-center sm:py-8 ${i < 2 ? "border-b border-slate-200 lg:border-b-0" : ""} ${
                i % 2 === 0 ? "border-r border-slate-200 lg:border-r-0" : ""
              }`}
            >
              <dt className="mt-1 text-sm font-medium text-slate-600">{s.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
