/** How long the site keeps what visitors send, as the privacy policy states it. */
export interface DataRetention {
  contactMessagesMonths: number;
  /** A quote whose visitor never asked for the final figure. */
  incompleteQuotesDays: number;
  completedQuotesMonths: number;
  chatConversationsMonths: number;
}

/**
 * The default periods. An installation may shorten or lengthen them
 * (RETENTION_MONTHS, INCOMPLETE_QUOTE_RETENTION_DAYS); the privacy policy and the
 * purge job both take the configured figures from statedRetention()
 * (server/retention/retention-policy.server.ts), never these directly.
 */
export const dataRetention = {
  contactMessagesMonths: 24,
  /** A quote whose visitor never asked for the final figure. */
  incompleteQuotesDays: 30,
  completedQuotesMonths: 24,
  chatConversationsMonths: 24,
} as const satisfies DataRetention;
