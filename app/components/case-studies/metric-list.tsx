import type { CaseStudyMetric } from "../../content/case-studies";

/** The three headline figures of a case; the label comes first in the markup so screen readers hear what a number means. */
export function MetricList({ metrics, size = "card" }: { metrics: readonly CaseStudyMetric[]; size?: "card" | "page" }) {
  const page = size === "page";
  return (
    <dl className={`grid grid-cols-3 ${page ? "gap-3 sm:gap-6" : "gap-2"}`}>
      {metrics.map((m) => (
        <div
          key={m.label}
          data-testid="case-metric"
          className={`flex flex-col-reverse justify-end rounded-xl text-center ${
            page ? "border border-slate-200 bg-white px-2 py-5 shadow-sm sm:px-4 sm:py-7" : "bg-brand-50 px-1.5 py-3"
          }`}
        >
          <dt className={`mt-1 leading-snug text-slate-700 [word-break:auto-phrase] ${page ? "text-xs sm:text-sm" : "text-[0.7rem]"}`}>{m.label}</dt>
          <dd className={`font-bold leading-tight text-brand-700 ${page ? "text-xl sm:text-4xl" : "text-base"}`}>{m.value}</dd>
        </div>
      ))}
    </dl>
  );
}
