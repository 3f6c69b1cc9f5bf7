/** Settings baked into prerendered pages: a change means the pages must be built again. */
// The retention periods are stated on the prerendered privacy page (statedRetention()).
export const BAKED_SETTINGS = [
  "SITE_URL",
  "VIDEO_EMBED_URL",
  "SCHEDULER_URL",
  "MAP_EMBED_URL",
  "RETENTION_MONTHS",
  "INCOMPLETE_QUOTE_RETENTION_DAYS",
];

export function bakedConfig(env = process.env) {
  return Object.fromEntries(BAKED_SETTINGS.map((k) => [k, env[k] || null]));
}
