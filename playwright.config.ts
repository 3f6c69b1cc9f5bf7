import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, never a downloaded browser (README "Tests"). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
  },
  // The production build, started the way `npm start` runs it, with throwaway data.
  webServer: {
    command: `node tests/support/start-e2e-server.mjs`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Journeys from many tests share one client IP; the limits themselves are tested in tests/integration.
    env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", RATE_LIMIT_WRITES_PER_MINUTE: "0", RATE_LIMIT_CHAT_PER_MINUTE: "0", RATE_LIMIT_RENDERS_PER_MINUTE: "0" },
  },
});
