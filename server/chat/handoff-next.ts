import { chatLiveVisitor } from "../../content/chat-live";
import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { businessHoursStatus, formatOpeningDay, openingTime } from "./business-hours";

/**
 * What happens next, once a person has the conversation: within the company's hours (Japan time) a person answers
 * here within minutes; outside them, from when. Never a person "now" when nobody is there.
 */
export function handoffNextStep(now: Date, language: Locale): { message: string; open: boolean } {
  const t = chatLiveVisitor[language];
  const status = businessHoursStatus(now);
  // The assistant still takes a request to be called or emailed until a person has answered (handoff-routing.ts).
  if (status.open) return { message: `${t.openNow}\n${t.leaveDetails}`, open: true };
  const next = chatReplies[language].hours.nextOpening(formatOpeningDay(status.nextOpen, language), openingTime());
  return { message: `${t.closedNow(next)}\n${t.leaveDetails}`, open: false };
}
