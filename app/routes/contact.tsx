import type { Route } from "./+types/contact";
import { AccessSection } from "../components/contact/access-section";
import { ConsultationBanner } from "../components/contact/consultation-banner";
import { ContactCards } from "../components/contact/contact-cards";
import { ContactForm } from "../components/contact/contact-form";
import { ContactTabs } from "../components/contact/contact-tabs";
import { SchedulerPanel } from "../components/contact/scheduler-panel";
import { PageHero } from "../components/ui/page-hero";
import { contactPage } from "../content/contact-page";
import { contactOutcome } from "../lib/contact-outcome";
import { FORM_TOKEN_PLACEHOLDER } from "../lib/form-token";
import { pageData } from "../lib/page-data.server";
import { metaFromData } from "../lib/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "contact", contactPage);
  return {
    ...page,
    // ?sent=1 / ?error=<key>: where a form post without JavaScript lands (rendered on request).
    outcome: contactOutcome(new URL(request.url), page.locale, page.content),
    // The server swaps this for a signed token in the HTML, hydration data included, so
    // React keeps the token on hydration; a client-side navigation gets the placeholder.
    formToken: FORM_TOKEN_PLACEHOLDER,
  };
}

export const meta = metaFromData;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { content: t, outcome, formToken } = loaderData;
  return (
    <div className="[word-break:auto-phrase]">
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <ContactCards copy={t.channels} />
      <div className="container-page grid gap-10 py-14 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0">
          <ContactTabs
            copy={t.tabs}
            message={
              <>
                <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{t.form.title}</h2>
                <p className="mb-6 mt-2 leading-relaxed text-slate-700">{t.form.lead}</p>
                <ContactForm copy={t.form} toasts={t.toasts} outcome={outcome} initialToken={formToken} />
              </>
            }
            schedule={<SchedulerPanel copy={t.schedule} />}
          />
        </div>
        <div className="lg:sticky lg:top-24">
          <ConsultationBanner copy={t.consultation} />
        </div>
      </div>
      <AccessSection copy={t.access} />
    </div>
  );
}
