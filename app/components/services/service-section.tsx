import { CheckIcon, ServiceIcon } from "./service-icon";
import type { CoreServiceEntry } from "../../../content/services";

/** One core service: an anchor target (/services#id) with its description and feature list. */
export function ServiceSection({
  service,
  index,
  featuresLabel,
}: {
  service: CoreServiceEntry;
  index: number;
  featuresLabel: string;
}) {
  const headingId = `${service.id}-title`;
  return (
    <section
      id={service.id}
      aria-labelledby={headingId}
      data-testid="service-section"
      className={`py-14 sm:py-20 ${index % 2 === 1 ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <div className="flex items-center gap-4">
            <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-md shadow-brand-600/30">
              <ServiceIcon id={service.id} className="h-7 w-7" />
            </span>
            <span aria-hidden="true" className="text-sm font-bold tracking-widest text-brand-600">
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <h2 id={headingId} className="mt-6 text-section font-bold tracking-tight text-slate-900">
            {service.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">{service.description}</p>
        </div>
        <div className="lg:col-span-7">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-sm font-semibold uppercase tracking-widest text-slate-600">{featuresLabel}</h3>
            <ul className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {service.features.map((f) => (
                <li key={f} data-testid="service-feature" className="flex gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
