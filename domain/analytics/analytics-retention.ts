/**
 * How long the first-party analytics keep their records, by default (ANALYTICS_ROLLUP_DAYS,
 * ANALYTICS_RAW_RETENTION_DAYS in server/env.ts): the privacy policy states these figures,
 * so an installation that changes the settings must change the policy with them.
 */
export const analyticsRetention = {
  /** Raw page views and Web Vitals are summarised per day after this many days. */
  rollupDays: 30,
  /** ...and deleted after this many. */
  rawRetentionDays: 90,
} as const;
