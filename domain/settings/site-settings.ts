import { z } from "zod";
import { dataRetention } from "./data-retention";

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The settings pages state or embed. A build bakes them into the prerendered pages (scripts/build-config.mjs);
 * the server validates the same ones at start-up as part of its configuration (server/env.ts).
 */
export const siteSettingsShape = {
  SITE_URL: httpUrl.default("http://localhost:3000").transform((u) => u.replace(/\/+$/, "")),
  // Third-party embeds (spec section 7): configurable so the company can switch providers.
  VIDEO_EMBED_URL: httpUrl.default("https://player.vimeo.com/video/76979871?background=1&muted=1&loop=1&dnt=1"),
  SCHEDULER_URL: httpUrl.default("https://calendly.com/tamagawa-digital/30min"),
  // The contact page adds the office address (content/company.ts) as q: the map shows the office.
  MAP_EMBED_URL: httpUrl.default("https://www.google.com/maps?output=embed"),
  // Retention: unset means the periods in data-retention.ts; RETENTION_MONTHS overrides all the monthly ones.
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  INCOMPLETE_QUOTE_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36_500)
    .default(dataRetention.incompleteQuotesDays),
};

const siteSettingsSchema = z.object(siteSettingsShape);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Empty strings mean "not set", as in most .env tooling. */
export function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
}

export function parseSiteSettings(source: Record<string, string | undefined>): SiteSettings {
  return siteSettingsSchema.parse(withoutEmptyValues(source));
}
