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
 * purge job both take the configured figures from statedRetention(), never these directly.
 */
export const dataRetention = {
  contactMessagesMonths: 24,
  /** A quote whose visitor never asked for the final figure. */
  incompleteQuotesDays: 30,
  completedQuotesMonths: 24,
  chatConversationsMonths: 24,
} as const satisfies DataRetention;

/** The configured retention settings (site-settings.ts); unset ones are the defaults above. */
export interface RetentionSettings {
  RETENTION_MONTHS?: number;
  INCOMPLETE_QUOTE_RETENTION_DAYS: number;
}

/**
 * The periods the privacy policy states for this installation: the ones the purge job applies. The policy
 * page is prerendered, so they are baked into it at build time; the chat assistant reads them at start.
 */
export function statedRetention(settings: RetentionSettings): DataRetention {
  const months = (fallback: number) => settings.RETENTION_MONTHS ?? fallback;
  return {
    contactMessagesMonths: months(dataRetention.contactMessagesMonths),
    incompleteQuotesDays: settings.INCOMPLETE_QUOTE_RETENTION_DAYS,
    completedQuotesMonths: months(dataRetention.completedQuotesMonths),
    chatConversationsMonths: months(dataRetention.chatConversationsMonths),
  };
}
