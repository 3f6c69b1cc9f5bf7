import { dayKey, parseDay, type Day } from "../../domain/invoices/payment-terms";
import { japanDay } from "./quotation-dates";

/** How far from today a date staff enter on an invoice may lie: a year either way catches a mistyped year. */
const YEAR_DAYS = 366;

const dayNumber = (d: Day) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Today in Japan as a form's date value (the default of the 取引年月日 and the payment date). */
export const todayValue = (now: string) => dayKey(japanDay(now));

/**
 * A date from the office's invoice forms: empty means today (Japan time); otherwise a real calendar day
 * within a year of today, and for a payment not after today (money cannot have arrived tomorrow).
 */
export function enteredDay(value: unknown, now: string, kind: "supply" | "paid"): Day | "badDate" | "futurePaid" {
  const today = japanDay(now);
  if (value === undefined || value === "") return today;
  const day = typeof value === "string" ? parseDay(value) : null;
  if (!day || Math.abs(dayNumber(day) - dayNumber(today)) > YEAR_DAYS) return "badDate";
  if (kind === "paid" && dayNumber(day) > dayNumber(today)) return "futurePaid";
  return day;
}

/** A 取消's reason: required, one to 200 characters once trimmed. */
export function voidReason(value: unknown): string | null {
  const reason = typeof value === "string" ? value.trim() : "";
  return reason && [...reason].length <= 200 ? reason : null;
}
