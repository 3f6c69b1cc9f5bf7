import { describe, expect, it } from "vitest";
import { p75 } from "./aggregate";
import { analyticsDay, dayMinus, daysBetween } from "./analytics-day";
import { isBotUserAgent } from "./bots";
import { dashboardRange } from "./dashboard-route";
import { ipNetwork } from "./ip-network";
import { countedPath } from "./site-paths";
import { storedText } from "./stored-text";
import { plausibleVital } from "./vital-bounds";
import { vitalBand } from "./vitals-bands";

describe("analytics building blocks", () => {
  it("rates each vital by Google's thresholds, the boundary itself still in the better band", () => {
    expect(vitalBand("LCP", 2500)).toBe("good");
    expect(vitalBand("LCP", 2501)).toBe("needs-improvement");
    expect(vitalBand("LCP", 4000)).toBe("needs-improvement");
    expect(vitalBand("LCP", 4001)).toBe("poor");
    expect(vitalBand("INP", 200)).toBe("good");
    expect(vitalBand("INP", 500)).toBe("needs-improvement");
    expect(vitalBand("INP", 501)).toBe("poor");
    expect(vitalBand("CLS", 0.1)).toBe("good");
    expect(vitalBand("CLS", 0.25)).toBe("needs-improvement");
    expect(vitalBand("CLS", 0.26)).toBe("poor");
  });

  it("takes the 75th percentile by nearest rank", () => {
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10])).toBe(10);
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
  });

  it("counts a day in Japan time", () => {
    expect(analyticsDay(Date.parse("2026-11-20T14:59:59Z"))).toBe("2026-11-20");
    expect(analyticsDay(Date.parse("2026-11-20T15:00:00Z"))).toBe("2026-11-21");
    expect(dayMinus("2026-03-01", 1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
  });

  it("treats crawlers, headless browsers and a missing user agent as bots, and a person's browser as a person", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
      null,
    ])
      expect(isBotUserAgent(ua), String(ua)).toBe(true);
    expect(
      isBotUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
  });

  it("shows the last 28 days unless asked, and clamps a range that is reversed, in the future or too long", () => {
    const now = Date.parse("2026-11-20T03:00:00Z");
    expect(dashboardRange({}, now)).toEqual({ from: "2026-10-24", to: "2026-11-20" });
    expect(dashboardRange({ from: "2026-11-10", to: "2026-11-01" }, now)).toEqual({
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect(dashboardRange({ from: "2026-11-01", to: "2027-01-01" }, now)).toEqual({
      from: "2026-11-01",
      to: "2026-11-20",
    });
    expect(dashboardRange({ from: "2020-01-01", to: "2026-11-20" }, now).from).toBe(dayMinus("2026-11-20", 400));
    expect(dashboardRange({ from: "garbage", to: "<script>" }, now)).toEqual({ from: "2026-10-24", to: "2026-11-20" });
  });

  it("counts the site's pages, in both languages and with a case study, and anything else as (other)", () => {
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/en")).toBe("/en");
    expect(countedPath("/en/")).toBe("/en");
    expect(countedPath("/services/")).toBe("/services");
    expect(countedPath("/EN/Pricing-Calculator")).toBe("/en/pricing-calculator");
    expect(countedPath("/case-studies/sem-kyoto-sushi")).toBe("/case-studies/sem-kyoto-sushi");
    for (const junk of ["/../../etc/passwd", "/services//", "/case-studies/x", "/<b>", "/staff", "/api/events"])
      expect(countedPath(junk), junk).toBe("(other)");
    expect(countedPath("(other)")).toBe("(other)");
  });

  it("keeps Web Vitals from 0 to a minute (LCP, INP) or 10 (CLS), bounds included", () => {
    expect(plausibleVital("CLS", 0)).toBe(true);
    expect(plausibleVital("CLS", 10)).toBe(true);
    expect(plausibleVital("CLS", 10.001)).toBe(false);
    expect(plausibleVital("CLS", 600_000)).toBe(false);
    expect(plausibleVital("LCP", 60_000)).toBe(true);
    expect(plausibleVital("LCP", 60_001)).toBe(false);
    expect(plausibleVital("INP", -1)).toBe(false);
    expect(plausibleVital("INP", Number.NaN)).toBe(false);
    expect(plausibleVital("INP", Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("strips controls and invisible formatting from stored text, caps it by characters, and makes nothing null", () => {
    expect(storedText("a\u0000b\u0007c\nd\r\te\u202ef\u2066g\u2069h\u200ei\u200fj", 100)).toBe("abcdefghij");
    expect(storedText("\u200bx\u200cy\u200dz\u2060\ufeff\u00ad\u2028\u2029\ufffd\ud800", 100)).toBe("xyz");
    expect(storedText("  秋のセール  ", 100)).toBe("秋のセール");
    expect(storedText("😀".repeat(5), 3)).toBe("😀😀😀");
    expect(storedText("\u202e\u0000 ", 100)).toBeNull();
  });

  it("caps visitors by IPv4 address and by IPv6 /64", () => {
    expect(ipNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(ipNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipNetwork("2001:db8::1")).toBe("2001:db8:0:0");
    expect(ipNetwork("2001:0DB8:0000:0042:abcd::1")).toBe("2001:db8:0:42");
    expect(ipNetwork("2001:db8:0:42:1:2:3:4")).toBe("2001:db8:0:42");
    expect(ipNetwork("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0");
    expect(ipNetwork("::1")).toBe("0:0:0:0");
    expect(ipNetwork("unknown")).toBe("unknown");
  });
});
