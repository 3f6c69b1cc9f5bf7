import { chatReplies } from "../../../content/chat-replies";
import { itemDescription, itemTitle, portfolioItems } from "../../../content/portfolio";
import { portfolioPage } from "../../../content/portfolio-page";
import { teamMembers, teamPage } from "../../../content/team";
import type { Locale } from "../../../domain/i18n/locales";
import { joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

/** Team members, culture and hiring (content/team.ts). */
export function teamDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const page = teamPage[language];
  const label = pageLabel("/team", language);
  const nameOf = (m: (typeof teamMembers)[number]) => (language === "ja" ? m.name : m.nameEn);
  const doc = (id: string, title: string, answer: string, extra: Partial<KnowledgeDoc> = {}): KnowledgeDoc => ({
    id: `team:${id}`,
    kind: "team",
    language,
    title,
    keywords: [],
    body: answer,
    answer,
    path: "/team",
    linkLabel: label,
    ...extra,
  });
  return [
    ...teamMembers.map((m) =>
      doc(m.id, nameOf(m), a.member(nameOf(m), m.role[language], m.bio[language]), {
        keywords: [
          m.name,
          m.nameEn,
          ...m.name.split(/\s+/),
          ...m.nameEn.split(/\s+/),
          m.role.ja,
          m.role.en,
          ...(language === "ja" ? m.skills : m.skillsEn),
        ],
        concepts: ["team"],
      }),
    ),
    doc(
      "overview",
      page.hero.title,
      joinText(page.hero.lead, a.teamOverview(a.list(teamMembers.map((m) => `${nameOf(m)} (${m.role[language]})`)))),
      {
        keywords: [page.membersTitle],
        concepts: ["team"],
      },
    ),
    doc(
      "culture",
      page.culture.title,
      joinText(page.culture.lead, a.list(page.culture.items.map((i) => a.titled(i.title, i.description)))),
    ),
    doc("join", page.joinUs.title, page.joinUs.text, { keywords: [page.joinUs.link], concepts: ["hiring"] }),
  ];
}

/** Portfolio items (content/portfolio.ts). */
export function portfolioDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const page = portfolioPage[language];
  const label = pageLabel("/portfolio", language);
  const items = portfolioItems.map((item): KnowledgeDoc => ({
    id: `portfolio:${item.id}`,
    kind: "portfolio",
    language,
    title: itemTitle(item, language),
    // The tools a project used are what it was built with, not what it is about: matched like its description.
    keywords: [],
    body: joinText(itemDescription(item, language), item.tech),
    answer: a.titled(itemTitle(item, language), itemDescription(item, language)),
    path: "/portfolio",
    linkLabel: label,
    concepts: ["portfolio"],
  }));
  const overview: KnowledgeDoc = {
    id: "portfolio:overview",
    kind: "overview",
    language,
    title: page.hero.title,
    keywords: [page.listHeading],
    body: page.hero.lead,
    answer: joinText(
      page.hero.lead,
      a.portfolioOverview(a.list(portfolioItems.slice(0, 6).map((i) => itemTitle(i, language)))),
    ),
    path: "/portfolio",
    linkLabel: label,
    concepts: ["portfolio"],
  };
  return [...items, overview];
}
