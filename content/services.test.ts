import { describe, expect, it } from "vitest";
import {
  additionalServices,
  additionalServicesIn,
  coreServiceIds,
  coreServices,
  coreServicesIn,
  serviceHighlights,
  serviceHighlightsIn,
} from "./services";
import { locales } from "../domain/i18n/locales";

/** Sentences end with 。 in Japanese and . ! ? in English. */
const sentences = (text: string) => text.split(/(?<=[。.!?])\s*/).filter((s) => s.trim().length > 0);

describe("services content", () => {
  it("lists the nine core services in the spec's anchor order", () => {
    expect(coreServices.map((s) => s.id)).toEqual([
      "web-development",
      "mobile-apps",
      "cloud-solutions",
      "it-consulting",
      "ai-integration",
      "social-networks",
      "map-apps",
      "seo",
      "geo",
    ]);
    expect(coreServiceIds).toHaveLength(9);
  });

  it("gives every core service a two-to-three-sentence description and four to six features in both languages", () => {
    for (const service of coreServices) {
      for (const locale of locales) {
        const t = service[locale];
        expect(t.title, `${service.id} ${locale}`).not.toBe("");
        expect(sentences(t.description).length, `${service.id} ${locale} description`).toBeGreaterThanOrEqual(2);
        expect(sentences(t.description).length, `${service.id} ${locale} description`).toBeLessThanOrEqual(3);
        expect(t.features.length, `${service.id} ${locale} features`).toBeGreaterThanOrEqual(4);
        expect(t.features.length, `${service.id} ${locale} features`).toBeLessThanOrEqual(6);
      }
      expect(service.ja.features).toHaveLength(service.en.features.length);
    }
  });

  it("offers exactly seven additional services, each titled and described in both languages", () => {
    expect(additionalServices).toHaveLength(7);
    expect(new Set(additionalServices.map((s) => s.id)).size).toBe(7);
    for (const s of additionalServices) for (const l of locales) expect(s[l].title && s[l].description).toBeTruthy();
  });

  it("shows the twelve services of spec section 1 on the home page, each linking into /services", () => {
    expect(serviceHighlights).toHaveLength(12);
    const anchors = new Set([...coreServiceIds, ...additionalServices.map((s) => s.id)]);
    for (const h of serviceHighlights) expect(anchors.has(h.to.replace("/services#", "") as never), h.to).toBe(true);
  });

  it("flattens the core services into one language for llms.txt and the chat assistant", () => {
    expect(coreServicesIn("en")[7]).toMatchObject({ id: "seo", title: "Search Engine Optimisation (SEO)" });
  });

  it("hands the page loaders plain one-language records that survive serialisation", () => {
    for (const locale of locales) {
      const records = [...coreServicesIn(locale), ...additionalServicesIn(locale), ...serviceHighlightsIn(locale)];
      expect(JSON.parse(JSON.stringify(records))).toEqual(records);
    }
    expect(additionalServicesIn("ja").map((s) => s.title)).toEqual(additionalServices.map((s) => s.ja.title));
    expect(serviceHighlightsIn("en")[9]).toMatchObject({
      id: "digital-marketing",
      to: "/services#digital-marketing",
      title: "Digital Marketing",
    });
  });
});
