/**
 * The same-origin path and query to redirect to when a request's path repeats a
 * slash ("//evil.example/x" -> "/evil.example/x"), or null when it does not.
 * A path such as "//host/x" would otherwise be read as another origin by URL code
 * (og:url, canonical links) and by a browser given it as a Location. The result
 * always starts with exactly one slash.
 */
export function collapsedPath(requestUrl: string): string | null {
  const start = requestUrl.indexOf("/", requestUrl.indexOf("//") + 2);
  if (start === -1) return null;
  const query = requestUrl.indexOf("?", start);
  const path = query === -1 ? requestUrl.slice(start) : requestUrl.slice(start, query);
  if (!path.includes("//")) return null;
  return path.replace(/\/{2,}/g, "/") + (query === -1 ? "" : requestUrl.slice(query));
}
