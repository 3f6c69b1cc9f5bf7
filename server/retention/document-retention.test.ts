import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env";
import { documentKeptUntil, documentRetention } from "./document-retention";

const marchYear = { years: 7, fiscalYearEndMonth: 3, filingMonths: 2 };

describe("how long an issued document is kept", () => {
  it("keeps a document of the fiscal year ending in March 2026 to the end of 31 May 2033, Japan time", () => {
    expect(documentKeptUntil("2025-04-01T00:00:00.000Z", marchYear)).toBe("2033-05-31T14:59:59.999Z");
    expect(documentKeptUntil("2026-03-31T14:59:59.999Z", marchYear)).toBe("2033-05-31T14:59:59.999Z");
  });

  it("counts the day by Japan time: 1 April 00:30 in Japan belongs to the next fiscal year", () => {
    expect(documentKeptUntil("2026-03-31T15:30:00.000Z", marchYear)).toBe("2034-05-31T14:59:59.999Z");
  });

  it("follows a December year end and a deadline extended to three months", () => {
    const rule = { years: 7, fiscalYearEndMonth: 12, filingMonths: 3 };
    expect(documentKeptUntil("2026-06-15T03:00:00.000Z", rule)).toBe("2034-03-31T14:59:59.999Z");
  });

  it("keeps longer when DOCUMENT_RETENTION_YEARS says so, and never less than the law's seven years", () => {
    expect(documentRetention({}).years).toBe(7);
    expect(documentKeptUntil("2025-05-01T00:00:00.000Z", documentRetention({ DOCUMENT_RETENTION_YEARS: 10 }))).toBe(
      "2036-05-31T14:59:59.999Z",
    );
    expect(parseEnv({}).DOCUMENT_RETENTION_YEARS).toBe(7);
    expect(() => parseEnv({ DOCUMENT_RETENTION_YEARS: "5" })).toThrow(EnvError);
  });
});
