import { caseStudies, hasDetailPage } from "../../../content/case-studies";
import { caseStudiesPage, caseStudyDetailPage } from "../../../content/case-studies-page";
import { chatReplies } from "../../../content/chat-replies";
import type { Locale } from "../../../domain/i18n/locales";
import { joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

/** Case studies (content/case-studies*): a document per case; write-ups link to their own page. */
export function caseStudyDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const listLabel = pageLabel("/case-studies", language);
  const metricsHeading = caseStudyDetailPage[language].metricsHeading;

  const cases = caseStudies.map((cs): KnowledgeDoc => {
    const t = cs.text[language];
    const path = hasDetailPage(cs) ? `/case-studies/${cs.id}` : "/case-studies";
    return {
      id: `case:${cs.id}`,
      kind: "caseStudy",
      language,
      title: t.title,
      keywords: [...t.tags, t.industry],
      body: joinText(t.client, t.summary, t.overview, t.results),
      answer: joinText(
        a.titled(t.title, t.client),
        t.summary,
        a.titled(metricsHeading, a.list(t.metrics.map((m) => `${m.label} ${m.value}`))),
      ),
      path,
      linkLabel: path === "/case-studies" ? listLabel : `${listLabel}: ${t.title}`,
      concepts: ["caseStudy"],
    };
  });

  const page = caseStudiesPage[language];
  const overview: KnowledgeDoc = {
    id: "case:overview",
    kind: "overview",
    language,
    title: page.hero.title,
    keywords: [page.listHeading],
    body: page.hero.lead,
    answer: joinText(page.hero.lead, a.caseStudiesOverview(a.list(caseStudies.map((cs) => cs.text[language].title)))),
    path: "/case-studies",
    linkLabel: listLabel,
    concepts: ["caseStudy"],
  };
  return [...cases, overview];
}
