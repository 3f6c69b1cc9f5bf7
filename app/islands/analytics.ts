import { ATTRIBUTION_STORAGE_KEY, attribution, type Attribution } from "../../domain/analytics/attribution";

/**
 * The first-party analytics beacon (docs/decisions/017-cookieless-analytics.md): one
 * page view, then LCP, INP and CLS from the web-vitals chunk loaded once the page is
 * idle. No cookie, no stored identifier; nothing at all under Do Not Track or Global
 * Privacy Control.
 */
export function sendAnalytics() {
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (n.doNotTrack === "1" || n.globalPrivacyControl || !n.sendBeacon) return;
  const send = (event: object) => n.sendBeacon("/api/events", JSON.stringify(event));
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const utm = (name: string) => query.get(`utm_${name}`) ?? undefined;
  let referrer: string | null = null;
  try {
    const from = new URL(document.referrer);
    if (from.host !== location.host) referrer = from.hostname;
  } catch {
    // No referrer, or not a URL.
  }
  const entry = !attribution();
  if (entry) {
    const landing: Attribution = {
      entryPath: path,
      referrer,
      utmSource: utm("source"),
      utmMedium: utm("medium"),
      utmCampaign: utm("campaign"),
    };
    try {
      sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(landing));
    } catch {
      // Storage blocked: the page view still counts, a later lead goes unattributed.
    }
  }
  const u = { source: utm("source"), medium: utm("medium"), campaign: utm("campaign") };
  send({ t: "pageview", p: path, l: document.documentElement.lang, r: referrer, e: entry, u });
  const vitals = () => void import("./analytics-vitals").then((m) => m.sendVitals(send, path));
  if ("requestIdleCallback" in window) requestIdleCallback(vitals);
  else setTimeout(vitals, 2000);
}
