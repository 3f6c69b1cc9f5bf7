import { z } from "zod";
import { locales } from "../../domain/i18n/locales";
import { countedPath } from "./site-paths";
import { storedText } from "./stored-text";

/**
 * A site path as location.pathname gives it (no query, no fragment, bounded), parsed
 * into the page it counts under: one of the site's pages, or "(other)" for any path
 * it does not serve, so a made-up path is never stored.
 */
export const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[^\s?#]*$/)
  .transform(countedPath);
/** A referrer's host name (the beacon sends nothing else of the referrer). */
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/i)
  .transform((h) => h.toLowerCase());
/**
 * A UTM parameter as a link carried it: any text up to a bound, stored without
 * controls or invisible formatting characters and cut to 100 characters (a long tag
 * still counts, cut, rather than losing its page view to a 400).
 */
const utmValue = z
  .string()
  .max(1000)
  .transform((v) => storedText(v, 100))
  .nullish();

const utm = z.object({ source: utmValue, medium: utmValue, campaign: utmValue }).partial().optional();

/**
 * What the beacon sends (app/islands/analytics.ts): a page view, or one Web Vitals
 * measurement of the page. Short keys keep the beacon small.
 */
export const analyticsEventInput = z.discriminatedUnion("t", [
  z.object({
    t: z.literal("pageview"),
    p: sitePath,
    l: z.enum(locales).nullish(),
    r: host.nullish(),
    e: z.boolean().optional(),
    u: utm,
  }),
  z.object({
    t: z.literal("vital"),
    p: sitePath,
    m: z.enum(["LCP", "INP", "CLS"]),
    // Milliseconds for LCP and INP, a unitless score for CLS; the route drops a value no page can have (vital-bounds.ts).
    v: z.number().finite(),
  }),
]);

export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

/**
 * The visit's landing, as the pages carry it with a contact message, a quote or a
 * chat lead (domain/analytics/attribution.ts). Optional everywhere: an old page without it, or
 * a malformed one, still gets its message through, only unattributed.
 */
export const attributionInput = z.object({
  entryPath: sitePath,
  referrer: host.nullish(),
  utmSource: utmValue,
  utmMedium: utmValue,
  utmCampaign: utmValue,
});

export type AttributionInput = z.infer<typeof attributionInput>;

/** `value` as an attribution, or null when absent or not one. */
export function parseAttribution(value: unknown): AttributionInput | null {
  const parsed = attributionInput.safeParse(value);
  return parsed.success ? parsed.data : null;
}
