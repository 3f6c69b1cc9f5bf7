import { companyKey, emailKey, phoneKey } from "../../db/lead-index";

/** An address as a mailto: link (tap to write), isolated so a bidi control in it reorders nothing around it. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr">
      <bdi>{email}</bdi>
    </a>
  );
}

/** A phone number as a tel: link (tap to call); the href keeps only what a dialler reads. */
export function TelLink({ phone }: { phone: string }) {
  const dial = phone.normalize("NFKC").replace(/[^\d+]/g, "");
  if (!dial) return <bdi>{phone}</bdi>;
  return (
    <a href={`tel:${dial}`} dir="ltr">
      <bdi>{phone}</bdi>
    </a>
  );
}

/** The page of everyone's leads sharing this lead's person (address, else phone), or null. */
export function personHref(lead: { email: string | null; phone: string | null }): string | null {
  const key = emailKey(lead.email) ?? phoneKey(lead.phone);
  return key ? `/staff/people/${key}` : null;
}

export function companyHref(company: string | null): string | null {
  const key = companyKey(company);
  return key ? `/staff/companies/${key}` : null;
}
