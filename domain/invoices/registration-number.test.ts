import { describe, expect, it } from "vitest";
import { isRegistrationNumber } from "./registration-number";

describe("registration number check digit", () => {
  it("accepts numbers whose check digit matches, as published by 国税庁", () => {
    // 国税庁's own corporate number (法人番号 7000012050002) and two built from the rule.
    expect(isRegistrationNumber("T7000012050002")).toBe(true);
    expect(isRegistrationNumber("T9234567890123")).toBe(true);
    expect(isRegistrationNumber("T9999999999999")).toBe(true);
  });
  it("refuses a wrong check digit, a wrong length or a missing T", () => {
    expect(isRegistrationNumber("T1234567890123")).toBe(false);
    expect(isRegistrationNumber("T8234567890123")).toBe(false);
    expect(isRegistrationNumber("T923456789012")).toBe(false);
    expect(isRegistrationNumber("9234567890123")).toBe(false);
  });
});
