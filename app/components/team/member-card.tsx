import { ExternalLink } from "../ui/external-link";
import { SocialIcon } from "../layout/social-icon";
import { MemberAvatar } from "./member-avatar";
import { teamPage, type TeamMember } from "../../content/team";
import type { Locale } from "../../i18n/locales";

const networks = [
  { key: "github", label: "GitHub" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "isocialize", label: "iSocialize" },
] as const;

export function MemberCard({ member, language }: { member: TeamMember; language: Locale }) {
  const t = teamPage[language];
  const name = language === "ja" ? member.name : member.nameEn;
  // The other script's spelling helps visitors read (or pronounce) the name.
  const altName = language === "ja" ? member.nameEn : member.name;
  const skills = language === "ja" ? member.skills : member.skillsEn;
  const links = networks.flatMap((n) => (member[n.key] ? [{ ...n, href: member[n.key] as string }] : []));

  return (
    <li
      data-testid="team-member"
      className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <MemberAvatar image={member.image} initials={member.initials} name={name} />
      <h3 className="mt-5 text-xl font-bold text-slate-900">{name}</h3>
      <p className="text-sm text-slate-600" lang={language === "ja" ? "en" : "ja"}>
        {altName}
      </p>
      <p className="mt-2 text-balance font-semibold text-brand-700">{member.role[language]}</p>
      <p className="mt-4 text-left text-sm leading-relaxed text-slate-700">{member.bio[language]}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2" aria-label={t.skillsLabel}>
        {skills.map((skill) => (
          <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            {skill}
          </li>
        ))}
      </ul>
      {links.length > 0 && (
        <ul className="mt-auto flex gap-2 pt-6">
          {links.map((link) => (
            <li key={link.key}>
              <ExternalLink
                href={link.href}
                aria-label={t.profileLink(link.label, name)}
                className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:bg-brand-600 hover:text-white"
              >
                <SocialIcon id={link.key} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
