import type { ReactNode } from "react";
import type { ContactPageContent } from "../../../content/contact-page";
import { useLanguage } from "../../i18n/use-language";
import { ContactIcon, type ContactIconName } from "./contact-icon";

function Card({
  icon,
  title,
  testId,
  children,
}: {
  icon: ContactIconName;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      data-testid="contact-card"
      data-card={testId}
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ContactIcon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** Office, email and phone (spec section 2 "Contact"); the facts come from the shared company dictionary. */
export function ContactCards({ copy }: { copy: ContactPageContent["channels"] }) {
  const { company } = useLanguage().t;
  const link = "font-semibold text-brand-700 underline-offset-2 hover:underline";
  return (
    <section aria-labelledby="channels-title" className="container-page relative z-10 -mt-8 sm:-mt-10">
      <h2 id="channels-title" className="sr-only">
        {copy.title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        <Card icon="pin" title={copy.office} testId="office">
          <address className="not-italic">{company.address}</address>
        </Card>
        <Card icon="mail" title={copy.email} testId="email">
          <a href={`mailto:${company.email}`} className={`${link} inline-block py-1`} data-testid="email-link">
            {company.email}
          </a>
          <p>{copy.emailNote}</p>
        </Card>
        <Card icon="phone" title={copy.phone} testId="phone">
          <a href={`tel:${company.phone.tel}`} className={`${link} inline-block py-1`} data-testid="phone-link">
            {company.phone.display}
          </a>
          <p>
            {copy.hoursLabel}
            {company.hours}
          </p>
        </Card>
      </ul>
    </section>
  );
}
