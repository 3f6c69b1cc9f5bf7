/**
 * How long the site keeps what visitors send. The privacy policy states these
 * figures, so a purge job should read them from here too rather than repeat them.
 */
export const dataRetention = {
  contactMessagesMonths: 24,
  /** A quote whose visitor never asked for the final figure. */
  incompleteQuotesDays: 30,
  completedQuotesMonths: 24,
  chatConversationsMonths: 24,
} as const;
