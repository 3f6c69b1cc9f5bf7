import { describe, expect, it } from "vitest";
import { prefillFragment, readPrefill } from "./quote-prefill";

describe("the pre-fill fragment of a fresh quote", () => {
  it("carries the plan and its specifications there and back", () => {
    const hash = prefillFragment("it-consulting", { hours: 3, location: "onsite" });
    expect(hash).toBe("#plan=it-consulting&hours=3&location=onsite");
    expect(readPrefill(hash)).toEqual({ planId: "it-consulting", raw: { hours: "3", location: "onsite" } });
  });

  it("ignores a fragment without a known plan", () => {
    expect(readPrefill("")).toBeNull();
    expect(readPrefill("#plan=free-lunch&pages=3")).toBeNull();
    expect(readPrefill("#schedule")).toBeNull();
  });
});
