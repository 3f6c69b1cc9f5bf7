import { describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_TERMS, dueDay, parseDay, parsePaymentTerms } from "./payment-terms";

describe("the payment-terms rule", () => {
  it("falls due at the end of the month after issue by default (翌月末), across year ends and short months", () => {
    expect(dueDay({ year: 2026, month: 11, day: 29 }, DEFAULT_PAYMENT_TERMS)).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
    expect(dueDay({ year: 2026, month: 12, day: 1 }, DEFAULT_PAYMENT_TERMS)).toEqual({ year: 2027, month: 1, day: 31 });
    expect(dueDay({ year: 2028, month: 1, day: 31 }, DEFAULT_PAYMENT_TERMS)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(dueDay({ year: 2026, month: 1, day: 15 }, { kind: "month-end", months: 0 })).toEqual({
      year: 2026,
      month: 1,
      day: 31,
    });
  });

  it("counts calendar days in the days form", () => {
    expect(dueDay({ year: 2026, month: 11, day: 29 }, { kind: "days", days: 30 })).toEqual({
      year: 2026,
      month: 12,
      day: 29,
    });
  });

  it("reads only the two documented forms, within range", () => {
    expect(parsePaymentTerms("month-end+1")).toEqual(DEFAULT_PAYMENT_TERMS);
    expect(parsePaymentTerms("days+30")).toEqual({ kind: "days", days: 30 });
    for (const bad of ["month-end+4", "days+0", "days+121", "30", "end of next month", "days+-1"])
      expect(parsePaymentTerms(bad), bad).toBeNull();
  });

  it("accepts only real calendar days from a form", () => {
    expect(parseDay("2026-11-29")).toEqual({ year: 2026, month: 11, day: 29 });
    for (const bad of ["2026-02-30", "2026-13-01", "29/11/2026", "", "2026-1-1"]) expect(parseDay(bad), bad).toBeNull();
  });
});
