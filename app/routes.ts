import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * Every page exists twice: Japanese at the spec's route, English under /en
 * (docs/decisions/002-language-in-url.md). Route ids carry the language so one
 * module can serve both.
 */
const pages = (lang: "ja" | "en") => [
  index("routes/home.tsx", { id: `${lang}-home` }),
  route("services", "routes/services.tsx", { id: `${lang}-services` }),
  route("case-studies", "routes/case-studies.tsx", { id: `${lang}-case-studies` }),
  route("case-studies/:id", "routes/case-study.tsx", { id: `${lang}-case-study` }),
  route("portfolio", "routes/portfolio.tsx", { id: `${lang}-portfolio` }),
  route("company", "routes/company.tsx", { id: `${lang}-company` }),
  route("team", "routes/team.tsx", { id: `${lang}-team` }),
  route("contact", "routes/contact.tsx", { id: `${lang}-contact` }),
  route("pricing-calculator", "routes/pricing-calculator.tsx", { id: `${lang}-pricing` }),
  route("terms", "routes/terms.tsx", { id: `${lang}-terms` }),
  route("privacy", "routes/privacy.tsx", { id: `${lang}-privacy` }),
  route("*", "routes/not-found.tsx", { id: `${lang}-not-found` }),
];

export default [
  layout("components/layout/site-layout.tsx", [...pages("ja"), ...prefix("en", pages("en"))]),
] satisfies RouteConfig;
