import type { Service } from "schema-dts";
import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales";
import { planIds, planRates } from "../pricing/pricing";
import { planPriceSpecifications, servicesJsonLd } from "./structured-data";

/** schema-dts nodes as plain records, to read their properties in a test. */
const plain = <T>(value: T) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** Every yen figure of a plan's rates, except the page ranges its card describes. */
function rateFigures(rates: object): number[] {
  return Object.entries(rates).flatMap(([key, value]) =>
    key === "pages" ? [] : typeof value === "number" ? [value] : rateFigures(value as object),
  );
}

describe("structured data", () => {
  it("prices every plan with exactly the figures of its formula, in yen before tax", () => {
    for (const locale of locales)
      for (const plan of planIds) {
        const specs = planPriceSpecifications(plan, locale).map(plain);
        const rates = planRates[plan] as Record<string, unknown>;
        const stated = specs.flatMap((s) => [s.price, ...(typeof s.minPrice === "number" ? [s.minPrice] : [])]);
        expect(new Set(stated), plan).toEqual(new Set(rateFigures(rates)));
        for (const s of specs) {
          expect(s.priceCurrency).toBe("JPY");
          expect(s.valueAddedTaxIncluded).toBe(false);
        }
      }
  });

  it("states the unit each formula charges by", () => {
    const units = (plan: (typeof planIds)[number]) => planPriceSpecifications(plan, "en").map((s) => plain(s).unitCode);
    expect(units("web-basic")).toEqual(["ZP", "C62"]);
    expect(units("mobile-medium")).toEqual(["C62", "C62"]);
    expect(units("it-consulting")).toEqual(["HUR", "HUR"]);
    expect(units("cloud-migration")).toEqual(["E34"]);
    expect(units("cloud-hosting")).toEqual(["MON"]);
    expect(units("mobile-pwa")).toEqual([undefined]);
  });

  it("offers each plan under the service it prices, sold by the organisation", () => {
    const graph = servicesJsonLd("ja", "https://example.jp")["@graph"] as Service[];
    const offered = graph.flatMap((s) => ((plain(s).offers ?? []) as unknown[]).map(plain));
    expect(new Set(offered.map((o) => String(o["@id"]).split("#")[1]))).toEqual(new Set(planIds));
    for (const o of offered) expect(o.seller).toEqual({ "@id": "https://example.jp/#organization" });
  });

  it("refuses, at type-check time, a property schema.org does not define", () => {
    const service: Service = {
      "@type": "Service",
      name: "x",
      // @ts-expect-error availableLanguage is not a property of Service
      availableLanguage: ["ja"],
    };
    expect(service.name).toBe("x");
  });
});
