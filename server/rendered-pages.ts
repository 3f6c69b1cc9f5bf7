import { pageFile, type StaticFile } from "./static-files";

/** How many rendered variants are kept; pageQuery() allows only a few dozen, this bounds a mistake. */
const MAX_ENTRIES = 200;

/**
 * Pages rendered once per canonical URL (path + the query parameters the page
 * reads, from pageQuery()) and then served from memory. Concurrent first requests
 * share one render. A render that is not a 200 page is not kept (null): the
 * caller renders that request as it would any other.
 */
export function renderedPages(
  render: (pathAndQuery: string) => Promise<{ status: number; html: string } | null>,
  scriptHashesOf: (html: string, pathAndQuery: string) => string[],
) {
  const pages = new Map<string, Promise<StaticFile | null>>();

  return {
    get(pathAndQuery: string): Promise<StaticFile | null> {
      const cached = pages.get(pathAndQuery);
      if (cached) return cached;
      const page = render(pathAndQuery).then((rendered) =>
        rendered && rendered.status === 200
          ? pageFile(rendered.html, scriptHashesOf(rendered.html, pathAndQuery))
          : null,
      );
      pages.set(pathAndQuery, page);
      // A failed or non-200 render is tried again next time rather than remembered.
      page.then(
        (file) => file || pages.delete(pathAndQuery),
        () => pages.delete(pathAndQuery),
      );
      if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value!);
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}
