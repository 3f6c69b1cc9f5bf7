import type { Page } from "@playwright/test";

/** The profile of docs/decisions/018-first-touch.md: slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU 4x slower. */
export async function emulateSlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The browser reports Save-Data, so no island code is fetched ahead of use (app/islands/prefetch.ts). */
export async function emulateSaveData(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g" }),
    }),
  );
}
