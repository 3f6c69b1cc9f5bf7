import { buildRobotsTxt, type AiCrawlerPolicy } from "../domain/seo/crawler-policy";
import { buildLlmsTxt } from "../domain/seo/llms-txt";
import { buildSitemap } from "../domain/seo/sitemap";
import { generatedFile, type StaticFile } from "./static-files";

/** The paths buildSeoFiles answers (known without generating and compressing them). */
export const SEO_FILE_PATHS: readonly string[] = ["/sitemap.xml", "/robots.txt", "/llms.txt"];

/** sitemap.xml, robots.txt and llms.txt, generated once at start-up from the content modules. */
export function buildSeoFiles(siteUrl: string, aiCrawlers: AiCrawlerPolicy = "allow"): Map<string, StaticFile> {
  const robots = buildRobotsTxt(siteUrl, aiCrawlers);
  return new Map([
    ["/sitemap.xml", generatedFile(buildSitemap(siteUrl), "application/xml; charset=utf-8")],
    ["/robots.txt", generatedFile(robots, "text/plain; charset=utf-8")],
    ["/llms.txt", generatedFile(buildLlmsTxt(siteUrl), "text/markdown; charset=utf-8")],
  ]);
}
