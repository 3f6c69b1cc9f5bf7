import type { CaseStudyMetric } from "../../../content/case-studies";

/**
 * The three headline figures of a case; the label comes first in the markup so screen
 * readers hear what a number means. A figure never wraps ("12 weeks" on one line like
 * "8 weeks"): on a case's own page the three stack on narrow phones instead. On a card they are rows, label
 * beside figure: three tiles a third of a card wide were narrower than one phrase of a label (費/用 broke).
 */
export function MetricList({
  metrics,
  size = "card",
}: {
  metrics: readonly CaseStudyMetric[];
  size?: "card" | "page";
}) {
  const page = size === "page";
  return (
    <dl className={`grid ${page ? "grid-cols-1 gap-3 min-[480px]:grid-cols-3 sm:gap-6" : "grid-cols-1 gap-1.5"}`}>
      {metrics.map((m) => (
        <div
          key={m.label}
          data-testid="case-metric"
          className={
            page
              ? "flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white px-2 py-5 text-center shadow-sm sm:px-4 sm:py-7"
              : "flex items-baseline justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-left"
          }
        >
          <dt className={`leading-snug text-slate-700 ${page ? "mt-1 text-sm sm:text-base" : "text-sm"}`}>{m.label}</dt>
          <dd
            className={`whitespace-nowrap font-bold leading-tight tracking-tight text-brand-700 ${page ? "text-3xl min-[480px]:text-2xl sm:text-3xl" : "text-base"}`}
          >
            {m.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
