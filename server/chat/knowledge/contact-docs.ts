import { chatReplies } from "../../../content/chat-replies";
import { company } from "../../../content/company";
import { homePage } from "../../../content/home";
import { servicesPage } from "../../../content/services";
import type { Locale } from "../../../domain/i18n/locales";
import { joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

export const CONTACT_PATH = "/contact";

/** Business hours and how to reach the company (content/company.ts), all pointing at /contact. */
export function contactDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const topics = chatReplies[language].topics;
  const label = pageLabel(CONTACT_PATH, language);
  const hours = company.hours.label[language];
  const doc = (
    id: string,
    kind: KnowledgeDoc["kind"],
    title: string,
    answer: string,
    extra: Partial<KnowledgeDoc> = {},
  ): KnowledgeDoc => ({
    id: `contact:${id}`,
    kind,
    language,
    title,
    keywords: [],
    body: answer,
    answer,
    path: CONTACT_PATH,
    linkLabel: label,
    ...extra,
  });
  const start = homePage[language].startProject;
  const consultation = servicesPage[language].consultation;
  return [
    doc("hours", "hours", topics.hours, a.hours(hours), { concepts: ["hours"] }),
    doc("details", "contact", topics.contact, a.contactDetails(company.email, company.phone.display, hours), {
      keywords: [label, company.email, company.phone.display, company.phone.international],
      concepts: ["contact"],
    }),
    doc("access", "contact", topics.access, a.access(company.address.full[language]), {
      keywords: [company.address.full.ja, company.address.full.en, "郵便番号", "postcode", "postal code", "zip code"],
      concepts: ["address"],
    }),
    doc(
      "station",
      "contact",
      topics.station,
      a.station(
        language === "ja" ? `${company.address.locality}${company.address.street.ja}` : company.address.street.en,
      ),
      { concepts: ["station"] },
    ),
    doc("timeline", "contact", topics.timeline, a.timeline, { concepts: ["timeline"] }),
    doc("confidentiality", "contact", topics.confidentiality, a.confidentiality, { concepts: ["confidentiality"] }),
    doc("availability", "contact", topics.availability, a.availability, {
      path: start.cta.to,
      concepts: ["availability"],
    }),
    doc("consultation", "contact", consultation.title, consultation.text, {
      concepts: ["free", "consulting", "meeting"],
    }),
    doc("reply", "contact", topics.reply, a.replyPromise, { concepts: ["reply"] }),
    doc("meeting", "contact", topics.meeting, joinText(start.text, a.list(start.points)), {
      keywords: [start.title, start.cta.label, homePage[language].expansion.secondary.label],
      path: start.cta.to,
      concepts: ["meeting"],
    }),
  ];
}
