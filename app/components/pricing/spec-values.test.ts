import { describe, expect, test } from "vitest";
import { planIds } from "../../../domain/pricing/pricing";
import {
  planDefaultSpecifications,
  planInputs,
  validateSpecifications,
} from "../../../domain/pricing/pricing-specifications";
import { parseSpecifications, rawFromSpecifications } from "./spec-values";

const samples = [
  "",
  " ",
  "0",
  "1",
  "2",
  "5",
  "-1",
  "1.5",
  "1e3",
  "abc",
  "10000",
  "10001",
  "100000000",
  "100000001",
  "web",
  "native",
  "remote",
  "onsite",
  "tv",
];

describe("the page's quick check of the configure inputs", () => {
  test("accepts exactly what the shared schema (the server's 422) accepts, for every plan and input", () => {
    for (const planId of planIds) {
      for (const field of planInputs(planId)) {
        // The plan's other inputs stay at their (valid) defaults, so this field decides the outcome.
        const defaults = planDefaultSpecifications(planId);
        for (const text of samples) {
          const local = parseSpecifications(planId, { ...rawFromSpecifications(defaults), [field]: text });
          const asSent = /^-?\d+$/.test(text.trim()) ? Number(text) : text;
          const server = validateSpecifications({ ...defaults, [field]: asSent }, "en");
          expect(local.ok, `${planId}.${field}=${JSON.stringify(text)}`).toBe(server.success);
        }
      }
    }
  });

  test("reads whole numbers and choices and names the first input that is out of bounds", () => {
    expect(parseSpecifications("web-basic", { pages: "3", revisions: "4" })).toEqual({
      ok: true,
      specifications: { pages: 3, revisions: 4 },
    });
    expect(parseSpecifications("mobile-medium", { screens: "2", platform: "native" })).toEqual({
      ok: true,
      specifications: { screens: 2, platform: "native" },
    });
    expect(parseSpecifications("web-basic", { pages: "3", revisions: "1" })).toEqual({ ok: false, field: "revisions" });
    expect(parseSpecifications("web-basic", { pages: "", revisions: "1" })).toEqual({ ok: false, field: "pages" });
    expect(parseSpecifications("it-consulting", { hours: "2", location: "moon" })).toEqual({
      ok: false,
      field: "location",
    });
    expect(parseSpecifications("cloud-hosting", {})).toEqual({ ok: true, specifications: {} });
  });
});
