/** An absolute URL on the site's origin for a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  // Always on the site's origin: "//host/x" would be read as another host, so leading slashes count as one.
  // The home page keeps its trailing slash ("https://x/"), others do not ("https://x/services").
  return new URL(`/${path.replace(/^[/\\]+/, "")}`, siteUrl).href;
}
