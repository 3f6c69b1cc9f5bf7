/**
 * Where a page's Markdown twin lives: the page's path plus ".md", and
 * "index.md" for a home page ("/" -> "/index.md", "/en" -> "/en/index.md",
 * "/en/services" -> "/en/services.md"). Query and hash are not part of a twin.
 */
export function twinPath(pagePath: string): string {
  const path = pagePath.split(/[?#]/)[0] || "/";
  if (path === "/") return "/index.md";
  if (path === "/en") return "/en/index.md";
  return `${path.replace(/\/+$/, "")}.md`;
}
