import { describe, expect, it } from "vitest";
import { businessHoursStatus, parseDays } from "./business-hours";
import { isJapaneseHoliday } from "./japanese-holidays";

const tokyo = (iso: string) => new Date(`${iso}+09:00`);

describe("business hours (weekdays 9:00-18:00 in Tokyo)", () => {
  it("reads schema.org day ranges", () => {
    expect([...parseDays("Mo-Fr")].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...parseDays("Sa-Mo")].sort()).toEqual([0, 1, 6]);
  });

  it("is open at 9:00 and closed at 18:00 on a weekday", () => {
    expect(businessHoursStatus(tokyo("2025-06-10T09:00")).open).toBe(true);
    expect(businessHoursStatus(tokyo("2025-06-10T17:59")).open).toBe(true);
    expect(businessHoursStatus(tokyo("2025-06-10T18:00")).open).toBe(false);
  });

  it("opens again the same morning, the next morning or on Monday", () => {
    expect(businessHoursStatus(tokyo("2025-06-10T07:30")).minutesUntilOpen).toBe(90);
    expect(businessHoursStatus(tokyo("2025-06-10T18:00")).nextOpen).toEqual(tokyo("2025-06-11T09:00"));
    expect(businessHoursStatus(tokyo("2025-06-13T20:00")).nextOpen).toEqual(tokyo("2025-06-16T09:00"));
  });

  it("works out the time of day in Tokyo whatever the server's zone", () => {
    // 23:30 UTC on Monday is 8:30 on Tuesday in Tokyo.
    expect(businessHoursStatus(new Date("2025-06-09T23:30:00Z")).minutesUntilOpen).toBe(30);
  });

  it("stays closed over Golden Week", () => {
    expect(businessHoursStatus(tokyo("2025-05-02T19:00")).nextOpen).toEqual(tokyo("2025-05-07T09:00"));
  });
});

describe("Japanese public holidays", () => {
  it.each([
    ["New Year's Day", 2025, 1, 1],
    ["Coming of Age Day", 2025, 1, 13],
    ["Vernal Equinox Day", 2025, 3, 20],
    ["substitute holiday for Greenery Day", 2025, 5, 6],
    ["Marine Day", 2025, 7, 21],
    ["Autumnal Equinox Day", 2024, 9, 22],
    ["substitute holiday after the equinox", 2024, 9, 23],
    ["Sports Day", 2025, 10, 13],
    ["citizens' holiday", 2026, 9, 22],
  ])("knows %s", (_name, year, month, day) => {
    expect(isJapaneseHoliday(year, month, day)).toBe(true);
  });

  it("does not take an ordinary day for a holiday", () => {
    expect(isJapaneseHoliday(2025, 6, 10)).toBe(false);
    expect(isJapaneseHoliday(2025, 5, 7)).toBe(false);
  });
});
