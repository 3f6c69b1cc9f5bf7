import type { Route } from "./+types/contact";
import { AccessSection } from "../components/contact/access-section";
import { ConsultationBanner } from "../components/contact/consultation-banner";
import { ContactCards } from "../components/contact/contact-cards";
import { ContactWorkspace } from "../components/contact/contact-workspace";
import { PageHero } from "../components/ui/page-hero";
import { contactPage } from "../../content/contact-page";
import { contactOutcome } from "../../domain/forms/contact-outcome";
import { contactResubmitFrom } from "../../domain/forms/contact-resubmit";
import { FORM_TOKEN_PLACEHOLDER } from "../../domain/forms/form-token";
import { pageData } from "../loaders/page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";
import { Island } from "../islands/island";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../domain/seo/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageData(request, "contact", contactPage);
  // A form post without JavaScript that the server refused: the page again, filled in, with the reason.
  const resubmit = contactResubmitFrom(context);
  return {
    ...page,
    // ?sent=1: where a form post without JavaScript lands (rendered on request).
    outcome: resubmit
      ? ({ kind: "error", title: page.content.toasts.validationTitle, message: resubmit.error.message } as const)
      : contactOutcome(new URL(request.url), page.locale, page.content),
    typed: resubmit?.values ?? null,
    fieldErrors: resubmit ? (resubmit.errors ?? [resubmit.error]) : [],
    // The server swaps this for a signed token in the HTML, hydration data included, so
    // React keeps the token on hydration; a client-side navigation gets the placeholder.
    formToken: resubmit?.formToken ?? FORM_TOKEN_PLACEHOLDER,
  };
}

export const meta = metaFromData;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { content: t, outcome, formToken, typed, fieldErrors } = loaderData;
  const schedulerUrl = (useRouteLoaderData("root") as RootData | undefined)?.embeds.scheduler ?? "";
  return (
    <div>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <ContactCards copy={t.channels} />
      <div className="container-page grid gap-10 py-14 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0">
          <Island
            name="contact-workspace"
            component={ContactWorkspace}
            props={{
              copy: { tabs: t.tabs, form: t.form, toasts: t.toasts, schedule: t.schedule },
              outcome,
              formToken,
              schedulerUrl,
              typed,
              fieldErrors,
            }}
            hydrate="visible"
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
