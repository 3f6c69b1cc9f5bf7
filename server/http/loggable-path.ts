/**
 * A request path as the logs may keep it: the online quotation's view token is a
 * path segment (/quotation/<id>/<token>/...), and a capability must never reach a log.
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/quotation\/[^/]*\/)[^/]+/, "$1[token]");
}
