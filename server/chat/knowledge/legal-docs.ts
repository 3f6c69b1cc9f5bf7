import { chatReplies } from "../../../content/chat-replies";
import type { LegalBlock, LegalSection, LegalText } from "../../../content/legal-common";
import { privacyFor } from "../../../content/privacy";
import { statedRetention } from "../../../domain/settings/data-retention";
import { getEnv } from "../../env";
import { terms } from "../../../content/terms";
import type { Locale } from "../../../domain/i18n/locales";
import { conceptsIn } from "../synonyms";
import { normalizeText } from "../text-features";
import { excerpt, joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

const isList = (block: LegalBlock | undefined): block is Extract<LegalBlock, { items: string[] }> =>
  block?.type === "items" || block?.type === "bullets";

/**
 * A section cut into passages a question can land on: each numbered clause alone, a
 * list together with the sentence that introduces it, a table of facts as one.
 */
function passages(section: LegalSection, language: Locale): string[] {
  const bullet = chatReplies[language].answers.bullet;
  const result: string[] = [];
  const blocks = section.blocks;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.type === "p") {
      const next = blocks[i + 1];
      if (isList(next)) {
        result.push(joinText(block.text, next.items.map(bullet)));
        i++;
      } else result.push(block.text);
    } else if (block.type === "clauses") result.push(...block.items);
    else if (block.type === "facts") result.push(joinText(block.rows.map((row) => `${row.label}: ${row.value}`)));
    else result.push(joinText(block.items.map(bullet)));
  }
  return result;
}

// A passage about keeping data that states how long (「6か月」, "24 months").
const givesPeriods = (passage: string) =>
  conceptsIn(normalizeText(passage)).has("retention") &&
  /\d+\s*(?:か月|ヶ月|日|年|months?|days?|years?)/u.test(passage);

function legalDocs(text: LegalText, kind: "terms" | "privacy", path: string, language: Locale): KnowledgeDoc[] {
  const label = pageLabel(path, language);
  const sections = text.sections.flatMap((section, n) =>
    passages(section, language).map((passage, i): KnowledgeDoc => ({
      id: `${kind}:${section.id}:${i}`,
      kind,
      language,
      title: section.title,
      keywords: [label],
      body: passage,
      answer: joinText(text.heading(n + 1, section.title), excerpt(passage, 400)),
      path,
      linkLabel: label,
      // The passage that lists how long things are kept answers "how long do you keep …", not its neighbours.
      concepts: givesPeriods(passage) ? [kind, "retention"] : [kind],
    })),
  );
  const overview: KnowledgeDoc = {
    id: `${kind}:overview`,
    kind,
    language,
    title: text.hero.title,
    keywords: [text.hero.eyebrow],
    body: joinText(
      text.hero.lead,
      text.intro,
      text.sections.map((s) => s.title),
    ),
    answer: joinText(text.hero.lead, excerpt(text.intro.join(" "))),
    path,
    linkLabel: label,
    concepts: [kind],
  };
  return [...sections, overview];
}

/** Terms (content/terms.ts) and privacy policy (content/privacy.ts), passage by passage. */
export function termsDocs(language: Locale): KnowledgeDoc[] {
  return legalDocs(terms[language], "terms", "/terms", language);
}

export function privacyDocs(language: Locale): KnowledgeDoc[] {
  // The periods this installation keeps data, as its privacy page states them.
  return legalDocs(privacyFor(statedRetention(getEnv()))[language], "privacy", "/privacy", language);
}
