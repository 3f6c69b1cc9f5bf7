import { parseSiteSettings, type SiteSettings } from "../../domain/settings/site-settings";

let cached: SiteSettings | undefined;

/**
 * The site settings as loaders see them: the build's environment at prerender, the server's at run time
 * (which has already validated them, so a bad value never reaches a page).
 */
export function pageSettings(): SiteSettings {
  cached ??= parseSiteSettings(process.env);
  return cached;
}
