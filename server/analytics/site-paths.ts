import { prerenderPaths } from "../../domain/seo/prerender-paths";

/**
 * Where a page view of any path the site does not serve is counted. Not a path (no
 * leading slash), so no real page can share its row, and the attacker's own string
 * (a 404, "/../../etc/passwd", markup) is never stored.
 */
export const OTHER_PATH = "(other)";

// The pages the build prerenders and the sitemap lists, in both languages: the one list of the site's pages.
const pages = new Map(prerenderPaths().map((p) => [p.toLowerCase(), p]));

/**
 * The page a beacon's path counts under: the site's own spelling of one of its pages
 * (React Router also serves them with a trailing slash or in other letter case), else
 * OTHER_PATH.
 */
export function countedPath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return pages.get(trimmed.toLowerCase()) ?? OTHER_PATH;
}
