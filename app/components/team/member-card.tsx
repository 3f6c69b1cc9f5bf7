import { ExternalLink } from "../ui/external-link";
import { SocialIcon } from "../layout/social-icon";
import { MemberAvatar } from "./member-avatar";
import type { MemberCardData } from "../../../content/team";

/** One member, already in the page language (the team page's loader resolves it). */
export function MemberCard({ member, skillsLabel }: { member: MemberCardData; skillsLabel: string }) {
  return (
    <li
      data-testid="team-member"
      className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <MemberAvatar image={member.image} initials={member.initials} name={member.name} />
      <h3 className="mt-5 text-xl font-bold text-slate-900">{member.name}</h3>
      <p className="text-sm text-slate-600" lang={member.altName.lang}>
        {member.altName.text}
      </p>
      <p className="mt-2 text-balance font-semibold text-brand-700">{member.role}</p>
      <p className="mt-4 text-left text-sm leading-relaxed text-slate-700">{member.bio}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2" aria-label={skillsLabel}>
        {member.skills.map((skill) => (
          <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            {skill}
          </li>
        ))}
      </ul>
      {member.links.length > 0 && (
        <ul className="mt-auto flex gap-2 pt-6">
          {member.links.map((link) => (
            <li key={link.network}>
              <ExternalLink
                href={link.href}
                aria-label={link.label}
                className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:bg-brand-600 hover:text-white"
              >
                <SocialIcon id={link.network} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
