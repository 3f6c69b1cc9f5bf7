import { describe, expect, it } from "vitest";
import { quotationStatus } from "./quotation-status";

const now = Date.parse("2026-11-27T00:00:00Z");
const open = { accepted_at: null, viewed_at: null, valid_until: "2026-12-27T14:59:59.999Z" };

describe("a quotation's status", () => {
  it("is issued until its online copy is opened, then viewed", () => {
    expect(quotationStatus(open, now)).toBe("issued");
    expect(quotationStatus({ ...open, viewed_at: "2026-11-26T00:00:00Z" }, now)).toBe("viewed");
  });

  it("is expired past its validity end, viewed or not", () => {
    const past = { ...open, valid_until: "2026-11-26T14:59:59.999Z" };
    expect(quotationStatus(past, now)).toBe("expired");
    expect(quotationStatus({ ...past, viewed_at: "2026-11-20T00:00:00Z" }, now)).toBe("expired");
  });

  it("is superseded once a revision replaces it, even before it expires", () => {
    expect(quotationStatus({ ...open, viewed_at: "2026-11-26T00:00:00Z" }, now, true)).toBe("superseded");
  });

  it("stays accepted whatever happens later", () => {
    const accepted = { ...open, accepted_at: "2026-11-20T00:00:00Z", valid_until: "2026-11-21T14:59:59.999Z" };
    expect(quotationStatus(accepted, now, true)).toBe("accepted");
  });
});
