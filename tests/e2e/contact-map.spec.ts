import { test, expect } from "./fixtures";
import { company } from "../../content/company";
import { accessMap } from "../../content/access-map";
import { axeViolations } from "../support/axe";

/** The embedded map on the contact page shows the office, at the address the company facts give. */
for (const [lang, url] of [
  ["ja", "/contact"],
  ["en", "/en/contact"],
] as const) {
  test(`the contact map is located at the office address, not a station (${lang})`, async ({ page }) => {
    await page.goto(url);
    const box = page.getByTestId("map-box");
    await box.scrollIntoViewIfNeeded();
    const frame = page.getByTestId("map-frame");
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.hostname).toBe("www.google.com");
    expect(src.searchParams.get("output")).toBe("embed");
    expect(src.searchParams.get("q")).toBe(company.address.full[lang]);
    expect(src.searchParams.get("q")).not.toMatch(/川崎駅|station/i);
    expect((await axeViolations(page, "[data-testid=access-map]")).map((v) => v.id)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const [lang, prefix] of [
    ["ja", ""],
    ["en", "/en"],
  ] as const) {
    for (const path of ["/company", "/contact"]) {
      test(`${prefix}${path} shows the drawn sketch map from the station to the building, labelled in its language`, async ({
        page,
      }) => {
        await page.goto(`${prefix}${path}`);
        const sketch = page.getByRole("img", { name: accessMap[lang].label });
        await expect(sketch).toBeVisible();
        for (const label of [company.address.station[lang], company.address.building[lang]])
          await expect(sketch).toContainText(label);
        expect(await sketch.evaluate((svg) => svg.getBoundingClientRect().height)).toBeGreaterThan(200);
      });
    }
  }
});
