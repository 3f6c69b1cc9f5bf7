import type { Route } from "./+types/team";
import { PageHero } from "../components/ui/page-hero";
import { CtaPanel } from "../components/ui/cta-panel";
import { SectionHeading } from "../components/ui/section-heading";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { LineIcon } from "../components/ui/line-icon";
import { MemberCard } from "../components/team/member-card";
import { memberCard, teamMembers, teamPage } from "../../content/team";
import { pageData, requestLocale } from "../loaders/page-data.server";
import { pageSettings } from "../loaders/page-settings.server";
import { teamJsonLd } from "../../domain/seo/structured-data";
import { metaFromData } from "../../domain/seo/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  // A Person per member, working for the organisation (decision 026).
  const page = pageData(request, "team", teamPage, {
    jsonLd: [teamJsonLd(requestLocale(request), pageSettings().SITE_URL)],
  });
  return { ...page, members: teamMembers.map((m) => memberCard(m, page.locale)) };
}

export const meta = metaFromData;

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { content: t, members } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />

      <section aria-labelledby="members-title" className="container-page py-16 sm:py-20">
        <SectionHeading id="members-title" title={t.membersTitle} lead={t.membersLead} />
        {/* One column below 900 px: three there leave a Japanese job title about eight characters a line, and
            with two the third member would sit alone on the last row. */}
        <ul className="mx-auto mt-10 grid max-w-2xl gap-8 min-[900px]:max-w-none min-[900px]:grid-cols-3">
          {members.map((m) => (
            <MemberCard key={m.id} member={m} skillsLabel={t.skillsLabel} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="culture-title" className="bg-brand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="culture-title" title={t.culture.title} lead={t.culture.lead} />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {t.culture.items.map((c) => (
              <li key={c.id} data-testid="culture-item" className="rounded-2xl bg-white p-6 shadow-sm">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
                  <LineIcon name={c.icon} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{c.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{c.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaPanel id="join-title" title={t.joinUs.title} text={t.joinUs.text} testId="join-us">
        <LocalLink to="/contact" className={accentButtonClass} data-testid="cta-link">
          {t.joinUs.link}
        </LocalLink>
      </CtaPanel>
    </>
  );
}
