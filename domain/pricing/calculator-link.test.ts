import { describe, expect, it } from "vitest";
import { calculatorQuery, readCalculatorQuery } from "./calculator-link";

describe("calculator links", () => {
  it("carries a plan and the sizes it uses, and reads them back", () => {
    const query = calculatorQuery({ plan: "web-medium", specifications: { pages: 8, screens: 3 } });
    expect(query).toBe("?plan=web-medium&pages=8");
    expect(readCalculatorQuery(query)).toEqual({ plan: "web-medium", specifications: { pages: 8, revisions: 2 } });
    expect(readCalculatorQuery("?plan=it-consulting&hours=3&location=onsite")).toEqual({
      plan: "it-consulting",
      specifications: { hours: 3, location: "onsite" },
    });
  });

  it("drops values the calculator would refuse and ignores unknown plans", () => {
    expect(readCalculatorQuery("?plan=maintenance&pages=0")).toEqual({
      plan: "maintenance",
      specifications: { pages: 5 },
    });
    expect(readCalculatorQuery("?plan=seo&pages=1e3")?.specifications).toEqual({ pages: 1 });
    expect(readCalculatorQuery("?plan=it-consulting&location=moon")?.specifications).toEqual({
      hours: 1,
      location: "remote",
    });
    expect(readCalculatorQuery("?plan=__proto__&pages=8")).toBeNull();
    expect(readCalculatorQuery("")).toBeNull();
  });
});
