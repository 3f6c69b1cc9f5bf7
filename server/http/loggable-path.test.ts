import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path";

describe("loggablePath", () => {
  it("masks the view token of an online quotation, wherever the path goes on", () => {
    const id = "5b0e7c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";
    const token = "Zk3s_9dLq0aWcVbN1xYtRu7eHgJmPoIiUyTrEwQaSdF";
    for (const tail of ["", "/pdf", "/accept", "/x/y"]) {
      const logged = loggablePath(`/quotation/${id}/${token}${tail}`);
      expect(logged).toBe(`/quotation/${id}/[token]${tail}`);
      expect(logged).not.toContain(token);
    }
  });

  it("leaves every other path as it is", () => {
    expect(loggablePath("/api/quotes/abc/complete")).toBe("/api/quotes/abc/complete");
    expect(loggablePath("/en/pricing-calculator")).toBe("/en/pricing-calculator");
  });
});
