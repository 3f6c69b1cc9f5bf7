import { caseStudies, getCaseStudy, hasDetailPage } from "../../../content/case-studies";
import { caseStudiesPage, caseStudyDetailPage } from "../../../content/case-studies-page";
import type { CaseStudyId } from "../../../content/case-study-ids";
import { company } from "../../../content/company";
import { companyPage } from "../../../content/company-page";
import { contactPage } from "../../../content/contact-page";
import { homePage } from "../../../content/home";
import { portfolioPage } from "../../../content/portfolio-page";
import { filterLabel, itemDescription, itemTitle, portfolioFilters, portfolioItems } from "../../../content/portfolio";
import { additionalServicesIn, coreServicesIn, servicesPage, serviceHighlightsIn } from "../../../content/services";
import { markdownTwinLabels, networkNames } from "../../../content/markdown-twins";
import { memberCard, teamMembers, teamPage } from "../../../content/team";
import { blocks, bullets, heading, link, table, text } from "./markdown";
import { pageLink, twinDocument, type TwinContext } from "./twin-frame";

/** Figures as a two-column table, each value in bold as the page sets it large. */
function figures(ctx: TwinContext, rows: readonly { label: string; value: string }[]): string {
  const h = markdownTwinLabels[ctx.locale].figure;
  return table(
    [text(h.label), text(h.value)],
    rows.map((r) => [text(r.label), `**${text(r.value)}**`]),
  );
}

const stats = (ctx: TwinContext) =>
  figures(
    ctx,
    company.stats.map((s) => ({ label: s.label[ctx.locale], value: s.value })),
  );

export function homeTwin(ctx: TwinContext): string {
  const t = homePage[ctx.locale];
  const cta = (c: { label: string; to: string }) => pageLink(ctx, c.label, c.to);
  return twinDocument(ctx, { key: "home", h1: t.hero.title }, [
    text(t.hero.subtitle),
    text(t.hero.subtitleSecondary),
    bullets([cta(t.hero.primary), cta(t.hero.secondary)]),
    heading(2, t.stats.title),
    stats(ctx),
    heading(2, t.services.title),
    text(t.services.lead),
    ...serviceHighlightsIn(ctx.locale).flatMap((s) => [
      heading(3, s.title),
      `${text(s.summary)} ${pageLink(ctx, t.services.more, s.to)}`,
    ]),
    cta(t.services.all),
    heading(2, t.why.title),
    text(t.why.lead),
    ...t.why.points.flatMap((p) => [heading(3, p.title), text(p.text)]),
    cta(t.why.link),
    ...[t.startProject, t.instantQuote].flatMap((s) => [
      heading(2, s.title),
      text(s.text),
      bullets(s.points.map(text)),
      cta(s.cta),
    ]),
    heading(2, t.expansion.title),
    text(t.expansion.lead),
    ...t.expansion.cards.flatMap((c) => [heading(3, c.title), text(c.text), bullets(c.points.map(text))]),
    bullets([cta(t.expansion.primary), cta(t.expansion.secondary)]),
    heading(2, t.nextProject.title),
    text(t.nextProject.text),
    bullets([cta(t.nextProject.contact), cta(t.nextProject.pricing), cta(t.nextProject.caseStudies)]),
  ]);
}

export function servicesTwin(ctx: TwinContext): string {
  const t = servicesPage[ctx.locale];
  return twinDocument(ctx, { key: "services", h1: t.hero.title }, [
    text(t.hero.lead),
    ...coreServicesIn(ctx.locale).flatMap((s) => [
      heading(2, s.title),
      text(s.description),
      heading(3, t.featuresLabel),
      bullets(s.features.map(text)),
    ]),
    heading(2, t.additional.title),
    text(t.additional.lead),
    ...additionalServicesIn(ctx.locale).flatMap((s) => [heading(3, s.title), text(s.description)]),
    heading(3, t.quoteCard.title),
    `${text(t.quoteCard.text)} ${pageLink(ctx, t.quoteCard.cta.label, t.quoteCard.cta.to)}`,
    heading(2, t.consultation.title),
    `${text(t.consultation.text)} ${pageLink(ctx, t.consultation.cta.label, t.consultation.cta.to)}`,
  ]);
}

/** A case study's industry, client, tags and its three figures, as a list (the card and the detail page show them). */
function caseFacts(ctx: TwinContext, c: (typeof caseStudies)[number]): string {
  const t = caseStudyDetailPage[ctx.locale];
  const s = c.text[ctx.locale];
  return bullets([
    `${text(t.industryLabel)}: ${text(s.industry)}`,
    `${text(t.clientLabel)}: ${text(s.client)}`,
    `${text(t.tagsLabel)}: ${text(s.tags.join(", "))}`,
    ...s.metrics.map((m) => `${text(m.label)}: **${text(m.value)}**`),
  ]);
}

export function caseStudiesTwin(ctx: TwinContext): string {
  const t = caseStudiesPage[ctx.locale];
  return twinDocument(ctx, { key: "caseStudies", h1: t.hero.title }, [
    text(t.hero.lead),
    heading(2, t.listHeading),
    ...caseStudies.flatMap((c) => [
      heading(3, c.text[ctx.locale].title),
      text(c.text[ctx.locale].summary),
      caseFacts(ctx, c),
      hasDetailPage(c) ? pageLink(ctx, t.readMore, `/case-studies/${c.id}`) : text(t.confidential),
    ]),
    heading(2, t.statsHeading),
    stats(ctx),
    heading(2, t.cta.title),
    `${text(t.cta.text)} ${pageLink(ctx, t.cta.button, "/contact")}`,
  ]);
}

export function caseStudyTwin(ctx: TwinContext, id: CaseStudyId): string {
  const t = caseStudyDetailPage[ctx.locale];
  const c = getCaseStudy(id);
  const s = c.text[ctx.locale];
  const seoEntry = { title: t.pageTitle(s.title), description: s.summary, keywords: s.tags };
  // The summary is the twin's description (its quoted lead), as it is the page's.
  return twinDocument(ctx, { key: "caseStudies", h1: s.title, seo: seoEntry }, [
    caseFacts(ctx, c),
    heading(2, t.metricsHeading),
    figures(ctx, s.metrics),
    heading(2, t.overviewHeading),
    text(s.overview),
    heading(2, t.challengeHeading),
    ...(["challenge", "goal", "background"] as const).flatMap((k) => [
      heading(3, t.challengeLabels[k]),
      text(s.challenge[k]),
    ]),
    heading(2, t.strategiesHeading),
    ...s.strategies.flatMap((st) => [heading(3, st.title), text(st.description)]),
    heading(2, t.resultsHeading),
    bullets(s.results.map(text)),
    heading(2, t.conclusionHeading),
    text(s.conclusion),
    heading(2, t.cta.title),
    `${text(t.cta.text)} ${pageLink(ctx, t.cta.button, "/contact#schedule")}`,
    pageLink(ctx, t.back, "/case-studies"),
  ]);
}

export function portfolioTwin(ctx: TwinContext): string {
  const t = portfolioPage[ctx.locale];
  const categoryLabel = (id: string) =>
    filterLabel(
      portfolioFilters.find((f) => f.id === id)!,
      ctx.locale,
    );
  return twinDocument(ctx, { key: "portfolio", h1: t.hero.title }, [
    text(t.hero.lead),
    heading(2, t.listHeading),
    ...portfolioItems.flatMap((item) => [
      heading(3, itemTitle(item, ctx.locale)),
      text(itemDescription(item, ctx.locale)),
      bullets([
        `${text(t.filterLabel)}: ${text(categoryLabel(item.category))}`,
        `${text(t.techLabel)}: ${text(item.tech.join(", "))}`,
        link(t.viewSite, item.url),
      ]),
    ]),
  ]);
}

export function companyTwin(ctx: TwinContext): string {
  const t = companyPage[ctx.locale];
  return twinDocument(ctx, { key: "company", h1: t.hero.title }, [
    text(t.hero.lead),
    heading(2, t.about.title),
    ...t.about.paragraphs.map(text),
    stats(ctx),
    heading(2, t.vision.title),
    `**${text(t.vision.statement)}**`,
    text(t.vision.body),
    heading(2, t.values.title),
    ...t.values.items.flatMap((v) => [heading(3, v.title), text(v.description)]),
    heading(2, t.profile.title),
    table(
      [text(markdownTwinLabels[ctx.locale].profile.label), text(markdownTwinLabels[ctx.locale].profile.value)],
      t.profile.rows.map((r) => [text(r.label), text(r.value ?? "")]),
    ),
    ...accessSection(ctx),
    heading(2, t.joinUs.title),
    `${text(t.joinUs.text)} ${pageLink(ctx, t.joinUs.link, "/team")}`,
  ]);
}

export function teamTwin(ctx: TwinContext): string {
  const t = teamPage[ctx.locale];
  return twinDocument(ctx, { key: "team", h1: t.hero.title }, [
    text(t.hero.lead),
    heading(2, t.membersTitle),
    text(t.membersLead),
    ...teamMembers.flatMap((member) => {
      const m = memberCard(member, ctx.locale);
      return [
        heading(3, m.name),
        `${text(m.role)} (${text(m.altName.text)})`,
        text(m.bio),
        bullets([
          `${text(t.skillsLabel)}: ${text(m.skills.join(", "))}`,
          ...m.links.map((l) => `${networkNames[l.network]}: ${link(l.href, l.href)}`),
        ]),
      ];
    }),
    heading(2, t.culture.title),
    text(t.culture.lead),
    ...t.culture.items.flatMap((c) => [heading(3, c.title), text(c.description)]),
    heading(2, t.joinUs.title),
    `${text(t.joinUs.text)} ${pageLink(ctx, t.joinUs.link, "/contact")}`,
  ]);
}

/** `schedulerUrl`: the booking page the contact page embeds (a baked setting). */
export function contactTwin(ctx: TwinContext, schedulerUrl: string): string {
  const t = contactPage[ctx.locale];
  return twinDocument(ctx, { key: "contact", h1: t.hero.title }, [
    text(t.hero.lead),
    heading(2, t.channels.title),
    heading(3, t.channels.office),
    `${text(company.address.full[ctx.locale])}  \n${text(t.channels.hoursLabel)}${text(company.hours.label[ctx.locale])}`,
    heading(3, t.channels.email),
    `${link(company.email, `mailto:${company.email}`)} (${text(t.channels.emailNote)})`,
    heading(3, t.channels.phone),
    link(company.phone.display, `tel:${company.phone.tel}`),
    heading(2, t.form.title),
    text(t.form.lead),
    bullets(t.form.fields.map((f) => text(f.label))),
    pageLink(ctx, t.form.submit, "/contact"),
    blocks(heading(3, t.schedule.title), `${text(t.schedule.lead)} ${link(t.schedule.noScriptLink, schedulerUrl)}`),
    heading(2, t.consultation.title),
    text(t.consultation.text),
    bullets(t.consultation.points.map(text)),
    ...accessSection(ctx),
  ]);
}

/** The office's access, as /company and /contact show it. */
function accessSection(ctx: TwinContext): string[] {
  const t = contactPage[ctx.locale].access;
  return [heading(2, t.title), text(t.lead), text(company.address.full[ctx.locale])];
}
