import { describe, expect, it } from "vitest";
import { calculatePrice, planDefaultSpecifications, planIds } from "../../domain/pricing/pricing";
import { chatToolDefinitions, companyFacts, estimateTool } from "./llm-tools";

describe("the estimate tool", () => {
  it.each(planIds)("prices %s with the calculator's formula and defaults", (plan) => {
    const result = estimateTool({ plan }, "en");
    expect(result.priceBeforeTax).toBe(calculatePrice(plan).total);
    expect(result.specifications).toEqual(planDefaultSpecifications(plan));
  });

  it("names sizes the plan does not read, and still prices it", () => {
    const result = estimateTool({ plan: "ai-chatbot", specifications: { pages: 12 } }, "ja");
    expect(result).toMatchObject({ priceBeforeTax: calculatePrice("ai-chatbot").total, ignored: ["pages"] });
  });

  it.each([
    [{ plan: "web-basic", specifications: { pages: 0 } }, "pages"],
    [{ plan: "web-basic", specifications: { pages: 2.5 } }, "pages"],
    [{ plan: "it-consulting", specifications: { location: "moon" } }, "location"],
    [{ plan: "web-basic", specifications: "five pages" }, undefined],
    [{ plan: 42 }, undefined],
    [null, undefined],
  ])("returns an error object for %j", (args, field) => {
    const result = estimateTool(args, "en");
    expect(result.error).toEqual(expect.any(String));
    if (field) expect(result.field).toBe(field);
    expect(result).not.toHaveProperty("priceBeforeTax");
  });

  it("offers every plan id and size field in its JSON Schema", () => {
    const estimate = chatToolDefinitions.find((t) => t.name === "estimate")!;
    const properties = estimate.parameters.properties as Record<string, { enum?: string[]; properties?: object }>;
    expect(properties.plan.enum).toEqual([...planIds]);
    expect(Object.keys(properties.specifications.properties!)).toEqual(
      expect.arrayContaining(["pages", "screens", "hours", "gigabytes", "platform", "location"]),
    );
  });
});

describe("the company_facts tool", () => {
  it("answers in the visitor's language", () => {
    expect(companyFacts("en").founded).toBe("April 2022");
    expect(companyFacts("ja").founded).toBe("2022年4月");
  });
});
