import type { ContactPageContent } from "../../../content/contact-page";
import { accentButtonClass } from "../ui/button-styles";
import { LocalLink } from "../ui/local-link";
import { ContactIcon } from "./contact-icon";

/** The free-consultation banner (spec section 2 "Contact"); its button opens the schedule tab. */
export function ConsultationBanner({ copy }: { copy: ContactPageContent["consultation"] }) {
  return (
    <aside
      aria-labelledby="consultation-title"
      data-testid="consultation-banner"
      className="hero-band relative isolate overflow-hidden rounded-3xl p-6 shadow-xl sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -right-16 -top-16 -z-10 h-48 w-48 rounded-full bg-accent-400/20 blur-3xl"
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{copy.eyebrow}</p>
      <h2 id="consultation-title" className="mt-2 text-section font-bold tracking-tight">
        {copy.title}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-200">{copy.text}</p>
      <ul className="mt-5 space-y-2">
        {copy.points.map((point) => (
          <li key={point} className="flex items-center gap-2 font-medium">
            <ContactIcon name="check" className="h-5 w-5 shrink-0 text-accent-400" />
            {point}
          </li>
        ))}
      </ul>
      <LocalLink to="/contact#schedule" className={`${accentButtonClass} mt-6 w-full`}>
        <ContactIcon name="calendar" className="h-5 w-5" />
        {copy.cta}
      </LocalLink>
    </aside>
  );
}
