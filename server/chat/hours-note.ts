import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { businessHoursStatus, formatOpeningDay, openingTime } from "./business-hours";

/** One sentence on when a person will reply, for the given moment. */
export function hoursNote(now: Date, language: Locale): string {
  const t = chatReplies[language].hours;
  const status = businessHoursStatus(now);
  if (status.open) return t.open;
  const next = t.nextOpening(formatOpeningDay(status.nextOpen, language), openingTime());
  // Within a day the 24-hour promise holds; over a weekend or holiday say the day instead.
  return status.minutesUntilOpen <= 24 * 60 ? t.closedSoon(next) : t.closedNextBusinessDay(next);
}

export function isOpen(now: Date): boolean {
  return businessHoursStatus(now).open;
}

/**
 * Whether we are open now, and when we next open: said with answers when nothing has
 * been passed on to a person, so it must not promise a reply.
 */
export function availabilityNote(now: Date, language: Locale): string {
  const t = chatReplies[language].hours;
  const status = businessHoursStatus(now);
  if (status.open) return t.openNow;
  return t.closedNow(t.nextOpening(formatOpeningDay(status.nextOpen, language), openingTime()));
}
