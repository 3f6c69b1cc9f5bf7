import { isbot } from "isbot";

/**
 * Visits that are not people and must not be counted: crawlers, monitors and
 * headless browsers by the well-kept isbot pattern list (it matches "HeadlessChrome"
 * too), and requests with no user agent at all. Bots that run no JavaScript never
 * send the beacon in the first place.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.trim() === "" || isbot(userAgent);
}
