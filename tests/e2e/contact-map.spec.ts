import { test, expect } from "./fixtures";
import { company } from "../../content/company";

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
  });
}
