/**
 * The site's policy towards AI crawlers (decision 026), written into robots.txt.
 * "allow": answer engines and training crawlers may read the public pages (the
 * company sells SEO and GEO, so being cited is the point); "refuse": they may
 * read nothing. Either way no crawler is invited into the private paths.
 * The one setting is AI_CRAWLERS (server/env.ts, docs/configuration.md).
 */
export const aiCrawlerPolicies = ["allow", "refuse"] as const;
export type AiCrawlerPolicy = (typeof aiCrawlerPolicies)[number];

/** User-agent tokens of the AI crawlers and the robots.txt products that govern AI use, as their operators document them. */
export const aiCrawlers = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-SearchBot",
  "Claude-User",
  "anthropic-ai",
  "PerplexityBot",
  "Perplexity-User",
  "Google-Extended",
  "Applebot-Extended",
  "CCBot",
  "Meta-ExternalAgent",
  "Amazonbot",
  "Bytespider",
  "cohere-ai",
  "DuckAssistBot",
  "MistralAI-User",
] as const;

/** Never for any crawler: the staff office, quotations (capability links) and the API. */
export const privatePaths = ["/staff", "/quotation", "/api/"] as const;

export function buildRobotsTxt(siteUrl: string, policy: AiCrawlerPolicy): string {
  const refusals = privatePaths.map((p) => `Disallow: ${p}`);
  const ai =
    policy === "allow"
      ? [
          "# AI crawlers: public pages allowed, private paths refused",
          ...aiCrawlers.map((a) => `User-agent: ${a}`),
          "Allow: /",
          ...refusals,
        ]
      : ["# AI crawlers: refused everywhere", ...aiCrawlers.map((a) => `User-agent: ${a}`), "Disallow: /"];
  return [
    "# Search engines and every other crawler",
    "User-agent: *",
    "Allow: /",
    ...refusals,
    "",
    ...ai,
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
