import { chatReplies } from "../../../content/chat-replies";
import { company } from "../../../content/company";
import { companyPage } from "../../../content/company-page";
import { homePage } from "../../../content/home";
import { representative } from "../../../content/team";
import type { Locale } from "../../../domain/i18n/locales";
import { joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

// Which concepts each profile row answers; rows without an entry are still searchable by label.
const rowConcepts: Record<string, string[]> = {
  companyName: ["company"],
  dateCreated: ["founded"],
  capital: ["capital"],
  employees: ["staff"],
  mainBank: ["bank"],
  businessType: ["company"],
};

/** Company facts (content/company.ts) as the company page shows them (content/company-page.ts). */
export function companyDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const topics = chatReplies[language].topics;
  const page = companyPage[language];
  const label = pageLabel("/company", language);
  const doc = (id: string, title: string, answer: string, extra: Partial<KnowledgeDoc> = {}): KnowledgeDoc => ({
    id: `company:${id}`,
    kind: "company",
    language,
    title,
    keywords: [],
    body: answer,
    answer,
    path: "/company",
    linkLabel: label,
    ...extra,
  });

  // The address row is answered by the contact page's access document instead.
  const rows = page.profile.rows
    .filter((row) => row.id !== "address")
    .map((row) => doc(row.id, row.label, a.titled(row.label, row.value), { concepts: rowConcepts[row.id] }));

  const leader = doc(
    "representative",
    topics.representative,
    a.titled(
      topics.representative,
      `${representative.title[language]} ${language === "ja" ? representative.name : representative.nameEn}`,
    ),
    // The row gives a person's name: asking for the name is asking for the row.
    { concepts: ["leader"], keywords: language === "ja" ? ["氏名", "名前"] : ["name"] },
  );
  const stats = company.stats.map((s) => `${s.label[language]} ${s.value}`);
  const home = homePage[language];
  return [
    ...rows,
    leader,
    doc("about", page.about.title, joinText(page.about.paragraphs), {
      keywords: [page.hero.title, company.legalName[language]],
    }),
    doc("stats", page.about.statsLabel, a.list(stats), { concepts: ["stats"] }),
    doc("languages", topics.languages, joinText(a.languages, page.about.paragraphs[1]), {
      concepts: ["language", "communicate"],
    }),
    doc("why", home.why.title, joinText(home.why.points.map((p) => a.bullet(a.titled(p.title, p.text)))), {
      keywords: [home.why.lead],
      path: "/",
      linkLabel: pageLabel("/", language),
      concepts: ["strengths"],
    }),
    doc("vision", page.vision.title, joinText(page.vision.statement, page.vision.body), {
      path: "/company#vision",
      concepts: ["vision"],
    }),
    doc("values", page.values.title, a.list(page.values.items.map((v) => a.titled(v.title, v.description))), {
      concepts: ["vision"],
    }),
    doc("social", topics.social, a.social(company.social.map((s) => `${s.name} ${s.url}`).join(" / ")), {
      keywords: company.social.map((s) => s.name),
      concepts: ["social"],
    }),
    // International business is presented on the home page only.
    ...home.expansion.cards.map((card) =>
      doc(`expansion-${card.id}`, card.title, joinText(card.text, a.list(card.points)), {
        keywords: [home.expansion.title],
        body: joinText(home.expansion.lead, card.text, card.points),
        path: "/",
        linkLabel: pageLabel("/", language),
      }),
    ),
  ];
}
