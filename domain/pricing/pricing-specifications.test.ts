import { describe, expect, test } from "vitest";
import { specificationsSchemaFor, validateSpecifications } from "./pricing-specifications";

describe("specifications schema", () => {
  test("valid specifications pass and unknown keys are stripped", () => {
    const result = validateSpecifications(
      { pages: 3, revisions: 4, platform: "native", price: 1, __proto__x: true },
      "en",
    );
    expect(result).toEqual({ success: true, data: { pages: 3, revisions: 4, platform: "native" } });
  });

  test("an empty object is valid because every input has a default", () => {
    expect(validateSpecifications({}, "ja")).toEqual({ success: true, data: {} });
  });

  const badPages: [string, unknown][] = [
    ["a negative number", -1],
    ["zero", 0],
    ["a fraction", 2.5],
    ["a numeric string", "3"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a count over 10,000", 10_001],
    ["null", null],
  ];
  for (const [what, pages] of badPages) {
    test(`pages given as ${what} is refused with a message in both languages`, () => {
      expect(validateSpecifications({ pages }, "en")).toEqual({
        success: false,
        field: "pages",
        message: "Pages must be a whole number between 1 and 10,000",
      });
      expect(validateSpecifications({ pages }, "ja")).toEqual({
        success: false,
        field: "pages",
        message: "ページ数は1〜10,000の整数で入力してください",
      });
    });
  }

  test("revisions below the two included are refused", () => {
    expect(validateSpecifications({ revisions: 1 }, "en")).toMatchObject({
      field: "revisions",
      message: "Revisions must be a whole number between 2 and 10,000",
    });
    expect(validateSpecifications({ revisions: 1 }, "ja")).toMatchObject({
      field: "revisions",
      message: "修正回数は2〜10,000の整数で入力してください",
    });
  });

  test("every count has its own field name in the message", () => {
    for (const field of ["screens", "hours", "features"] as const) {
      const result = validateSpecifications({ [field]: -5 }, "en");
      expect(result).toMatchObject({ success: false, field });
      if (!result.success) expect(result.message).toMatch(/must be a whole number between 1 and 10,000$/);
    }
  });

  test("additional pages may be zero but not negative", () => {
    expect(validateSpecifications({ additionalPages: 0 }, "en").success).toBe(true);
    expect(validateSpecifications({ additionalPages: -1 }, "en")).toMatchObject({
      field: "additionalPages",
      message: "Additional pages must be a whole number between 0 and 10,000",
    });
  });

  test("gigabytes and the setup cost name their unit in the message", () => {
    expect(validateSpecifications({ gigabytes: 0.5 }, "en")).toMatchObject({
      field: "gigabytes",
      message: "Data volume must be a whole number of GB between 1 and 10,000",
    });
    expect(validateSpecifications({ setupCost: 100_000_001 }, "ja")).toMatchObject({
      field: "setupCost",
      message: "初期設定費用は0〜100,000,000円の整数で入力してください",
    });
    expect(validateSpecifications({ setupCost: -1 }, "en")).toMatchObject({
      field: "setupCost",
      message: "Setup cost must be a whole number of yen between 0 and 100,000,000",
    });
    expect(validateSpecifications({ setupCost: 100_000_000 }, "en").success).toBe(true);
  });

  test("platform and location accept only their listed choices", () => {
    expect(validateSpecifications({ platform: "desktop" }, "en")).toMatchObject({
      field: "platform",
      message: 'Platform must be either "Web app (browser)" or "Native app (iOS and Android)"',
    });
    expect(validateSpecifications({ location: "moon" }, "ja")).toMatchObject({
      field: "location",
      message: "実施場所は「リモート（オンライン）」または「オンサイト（訪問）」からお選びください",
    });
  });

  test("something other than an object is refused as a whole", () => {
    for (const input of [null, "pages=3", 42, [1, 2]]) {
      expect(validateSpecifications(input, "en")).toMatchObject({ success: false, field: "specifications" });
    }
  });

  test("the schema for each language can be used directly with zod", () => {
    const parsed = specificationsSchemaFor("en").safeParse({ hours: -2 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["hours"]);
    expect(specificationsSchemaFor("ja")).toBe(specificationsSchemaFor("ja"));
  });
});
