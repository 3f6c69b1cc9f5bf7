import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { bakedSettingsDiffering } from "./build-info";

const dir = mkdtempSync(join(tmpdir(), "build-info-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, "build-info.json"),
  JSON.stringify({
    builtAt: "2026-11-22T00:00:00Z",
    baked: { SITE_URL: "https://www.example.jp", RETENTION_MONTHS: null },
  }),
);

it("names the baked settings whose value now differs from the build's, an empty value counting as unset", () => {
  expect(bakedSettingsDiffering(dir, { SITE_URL: "https://www.example.jp", RETENTION_MONTHS: "" })).toEqual([]);
  expect(bakedSettingsDiffering(dir, { SITE_URL: "https://www.example.jp", RETENTION_MONTHS: "6" })).toEqual([
    "RETENTION_MONTHS",
  ]);
  expect(bakedSettingsDiffering(dir, { RETENTION_MONTHS: "6" })).toEqual(["SITE_URL", "RETENTION_MONTHS"]);
});

it("has nothing to compare without a build record", () => {
  expect(bakedSettingsDiffering(join(dir, "missing"), { SITE_URL: "x" })).toEqual([]);
});
