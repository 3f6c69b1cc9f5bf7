import robotsParser from "robots-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies } from "../../content/case-studies";
import { company } from "../../content/company";
import { plansByCategory, pricingCategoryIds } from "../../content/pricing-plans";
import { teamMembers } from "../../content/team";
import { locales } from "../../domain/i18n/locales";
import { localeFromPath, localizePath } from "../../domain/i18n/paths";
import { aiCrawlers, buildRobotsTxt, privatePaths } from "../../domain/seo/crawler-policy";
import { twinPath } from "../../domain/seo/markdown/twin-path";
import { prerenderPaths } from "../../domain/seo/prerender-paths";
import { NON_HTML_CSP } from "../../server/csp";
import { builtServerAvailable, spawnServer, type SpawnedServer } from "../support/spawn-server";

/**
 * The Markdown twins, /llms-full.txt, the JSON-LD and robots.txt as the real built
 * server answers them. Expectations come from the prerendered HTML (its headings,
 * the prices it shows) and from the content modules (plans, case-study figures),
 * never from the twins themselves.
 */

const MARKDOWN = "text/markdown; charset=utf-8";
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let server: SpawnedServer;
const html = new Map<string, string>();
beforeAll(async () => {
  server = await spawnServer();
  for (const path of prerenderPaths()) html.set(path, await (await fetch(server.url + path)).text());
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** The text as it reads: islands carry zero-width spaces at phrase boundaries for line breaking only. */
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/\u200b/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
/** The page's own content: <main> without what only shows without JavaScript. */
const mainOf = (page: string) =>
  page.slice(page.indexOf("<main"), page.indexOf("</main>")).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
const headingsOf = (page: string) =>
  [...mainOf(page).matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    (m) => `${"#".repeat(Number(m[1]))} ${decode(m[2]!)}`,
  );
/** A twin's lines with Markdown's escapes removed, as the text reads. */
const plainLines = (markdown: string) => markdown.split("\n").map((l) => l.replace(/\\([\\`*_[\]<>|])/g, "$1"));
/** The site's origin as the build baked it (the page's canonical link). */
const originOf = (page: string) => new URL(page.match(/<link rel="canonical" href="([^"]+)"/)![1]!).origin;
const cellsOf = (page: string) =>
  [...mainOf(page).matchAll(/<(dt|dd|th|td)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => decode(m[2]!)).filter(Boolean);
const yenIn = (text: string) => [...new Set(text.match(/[¥￥][\d,]+/g) ?? [])];

describe.skipIf(!builtServerAvailable)("Markdown twins", () => {
  it("every page has a twin in both languages with the page's headings, prices and absolute alternates", async () => {
    expect(html.size).toBe(prerenderPaths().length);
    let cells = 0;
    for (const [path, page] of html) {
      const res = await fetch(server.url + twinPath(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe(MARKDOWN);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe(NON_HTML_CSP);
      const twin = await res.text();
      const lines = plainLines(twin);
      const headings = headingsOf(page);
      expect(headings.length, path).toBeGreaterThan(0);
      for (const heading of headings) expect(lines, `${path}: ${heading}`).toContain(heading);
      for (const yen of yenIn(decode(mainOf(page)))) expect(twin, `${path}: ${yen}`).toContain(yen);
      // Every figure and fact the page sets in a list of terms or a table (stats, metrics, the company profile).
      const flat = lines.join(" ").replace(/\s+/g, " ");
      for (const cell of cellsOf(page)) {
        expect(flat, `${path}: ${cell}`).toContain(cell);
        cells++;
      }
      // Absolute links, and each language's twin named.
      const origin = originOf(page);
      for (const l of locales) expect(twin).toContain(`${origin}${twinPath(localizePath(stripEn(path), l))}`);
      expect(twin).toContain(`${origin}${path === "/" ? "/" : path}`);
      expect(twin).not.toMatch(/\]\(\/(?!\/)/);
      // The page names its twin.
      expect(page).toContain(`<link rel="alternate" type="text/markdown" href="${origin}${twinPath(path)}"/>`);
    }
    // The stats band, the metrics and the company profile were all compared.
    expect(cells).toBeGreaterThan(100);
  });

  it("the pricing twin lists every plan with its price rule, in both languages", async () => {
    for (const locale of locales) {
      const twin = await (await fetch(`${server.url}${twinPath(localizePath("/pricing-calculator", locale))}`)).text();
      const text = plainLines(twin).join("\n");
      for (const category of pricingCategoryIds)
        for (const plan of plansByCategory(category, locale)) {
          expect(text).toContain(plan.title);
          expect(text).toContain(`**${plan.priceText}**`);
          expect(text).toContain(plan.unitText);
          for (const feature of plan.features) expect(text).toContain(feature);
        }
    }
  });

  it("case-study twins and the home page state every figure the pages show", async () => {
    for (const locale of locales) {
      const list = plainLines(
        await (await fetch(`${server.url}${twinPath(localizePath("/case-studies", locale))}`)).text(),
      ).join("\n");
      for (const c of caseStudies)
        for (const m of c.text[locale].metrics) expect(list).toContain(`${m.label}: **${m.value}**`);
      for (const s of company.stats) expect(list).toContain(`**${s.value}**`);
      const home = await (await fetch(`${server.url}${twinPath(localizePath("/", locale))}`)).text();
      for (const s of company.stats) expect(home).toContain(`| ${s.label[locale]} | **${s.value}** |`);
    }
  });

  it("serves the twin at the page URL for Accept: text/markdown, HTML otherwise, both with Vary: Accept", async () => {
    // /en/services goes through the node:http fast path; /contact (a form token) through the Hono route.
    for (const path of ["/en/services", "/contact", "/", "/portfolio?category=mobile"]) {
      const twin = await fetch(server.url + twinPath(path.split("?")[0]!));
      const asMarkdown = await fetch(server.url + path, { headers: { Accept: "text/markdown" } });
      expect(asMarkdown.status, path).toBe(200);
      expect(asMarkdown.headers.get("content-type")).toBe(MARKDOWN);
      expect(asMarkdown.headers.get("vary")).toMatch(/\bAccept\b/);
      expect(await asMarkdown.text()).toBe(await twin.text());

      for (const accept of [BROWSER_ACCEPT, "text/markdown;q=0.5, text/html", undefined]) {
        const page = await fetch(server.url + path, { headers: accept ? { Accept: accept } : {} });
        expect(page.headers.get("content-type"), `${path} ${accept}`).toMatch(/^text\/html/);
        expect(page.headers.get("vary")).toMatch(/\bAccept\b/);
        await page.arrayBuffer();
      }
    }
    // The two representations have their own validators: the page's ETag does not revalidate the twin.
    const page = await fetch(`${server.url}/en/services`);
    const etag = page.headers.get("etag")!;
    const twin = await fetch(`${server.url}/en/services`, {
      headers: { Accept: "text/markdown", "If-None-Match": etag },
    });
    expect(twin.status).toBe(200);
    const twinEtag = twin.headers.get("etag")!;
    expect(twinEtag).not.toBe(etag);
    const again = await fetch(`${server.url}/en/services`, {
      headers: { Accept: "text/markdown", "If-None-Match": twinEtag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("vary")).toMatch(/\bAccept\b/);
    // Compressed like any text file.
    const br = await fetch(`${server.url}/en/services`, {
      headers: { Accept: "text/markdown", "Accept-Encoding": "br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
  });

  it("llms.txt links every page's twin and /llms-full.txt holds every page in both languages", async () => {
    const origin = originOf(html.get("/")!);
    // llms.txt is written at start-up with the server's SITE_URL, the twins with the one the build baked.
    const llms = await (await fetch(`${server.url}/llms.txt`)).text();
    expect(llms).toContain(`${server.url}/llms-full.txt`);
    const full = await fetch(`${server.url}/llms-full.txt`);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe(MARKDOWN);
    const text = plainLines(await full.text()).join("\n");
    for (const [path, page] of html) {
      const url = `${origin}${path === "/" ? "/" : path}`;
      expect(text).toContain(`<!-- ${url} (${localeFromPath(path)}) -->`);
      // Each page's h1 becomes its section's heading.
      expect(text).toContain(`## ${headingsOf(page)[0]!.slice(2)}`);
      expect(llms).toContain(`${server.url}${twinPath(path)}`);
    }
    for (const locale of locales) {
      for (const category of pricingCategoryIds)
        for (const plan of plansByCategory(category, locale)) expect(text).toContain(`**${plan.priceText}**`);
      for (const c of caseStudies) for (const m of c.text[locale].metrics) expect(text).toContain(`**${m.value}**`);
    }
  });

  it("every page's JSON-LD parses and names only @ids it defines", async () => {
    for (const [path, page] of html) {
      const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
      const defined = new Set<string>();
      const referenced: string[] = [];
      const types: string[] = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (!node || typeof node !== "object") return;
        const o = node as Record<string, unknown>;
        if (typeof o["@type"] === "string") types.push(o["@type"]);
        // A node with only an @id points to one; any other node with an @id defines it.
        if (typeof o["@id"] === "string") {
          if (Object.keys(o).length === 1) referenced.push(o["@id"]);
          else defined.add(o["@id"]);
        }
        Object.values(o).forEach(walk);
      };
      blocks.forEach(walk);
      for (const id of referenced) expect(defined, `${path} names ${id}`).toContain(id);
      expect(types, path).toContain("ProfessionalService");
      if (path !== "/" && path !== "/en") expect(types, path).toContain("BreadcrumbList");
      const base = stripEn(path);
      if (base === "/team") expect(types.filter((t) => t === "Person")).toHaveLength(teamMembers.length);
      if (base.startsWith("/case-studies/")) expect(types).toContain("Article");
      if (base === "/services") {
        expect(types).toContain("Service");
        const specs = blocks.flatMap((b) => (b["@graph"] ?? []) as { offers?: { priceSpecification: object[] }[] }[]);
        const units = specs.flatMap((s) => s.offers ?? []).flatMap((o) => o.priceSpecification) as Record<
          string,
          unknown
        >[];
        expect(new Set(units.map((u) => u.unitCode))).toEqual(new Set([undefined, "ZP", "C62", "HUR", "E34", "MON"]));
        for (const u of units) {
          expect(u.priceCurrency).toBe("JPY");
          expect(u.valueAddedTaxIncluded).toBe(false);
          expect(u.price).toBeGreaterThan(0);
        }
      }
    }
  });

  it("robots.txt lets AI crawlers read the public pages and keeps every crawler out of the private paths", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    const body = await res.text();
    const robots = robotsParser(`${server.url}/robots.txt`, body);
    for (const agent of [...aiCrawlers, "Googlebot", "SomeOtherBot"]) {
      for (const path of ["/", "/services", "/en/team", "/services.md", "/llms-full.txt"])
        expect(robots.isAllowed(`${server.url}${path}`, agent), `${agent} ${path}`).toBe(true);
      for (const path of ["/staff", "/staff/leads", "/quotation/abc/def", "/api/chat"])
        expect(robots.isAllowed(`${server.url}${path}`, agent), `${agent} ${path}`).toBe(false);
    }
    for (const path of privatePaths) expect(body).toContain(`Disallow: ${path}`);
  });

  it("the one setting turns AI crawlers away from the whole site, search engines still welcome", () => {
    const robots = robotsParser("https://example.jp/robots.txt", buildRobotsTxt("https://example.jp", "refuse"));
    for (const agent of aiCrawlers) expect(robots.isAllowed("https://example.jp/services", agent)).toBe(false);
    expect(robots.isAllowed("https://example.jp/services", "Googlebot")).toBe(true);
    expect(robots.isAllowed("https://example.jp/staff", "Googlebot")).toBe(false);
  });
});

function stripEn(path: string): string {
  return localeFromPath(path) === "en" ? path.slice(3) || "/" : path;
}
