import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("settings at start-up", () => {
  it("refuses a registration number whose check digit is wrong, and says which setting and why", () => {
    expect(() => parseEnv({ INVOICE_REGISTRATION_NUMBER: "T1234567890123" })).toThrow(
      /INVOICE_REGISTRATION_NUMBER: has a wrong check digit/,
    );
    expect(parseEnv({ INVOICE_REGISTRATION_NUMBER: "T9234567890123" }).INVOICE_REGISTRATION_NUMBER).toBe(
      "T9234567890123",
    );
  });
});
