import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_FILL_MS, TEST_FORM_SECRET } from "./tests/support/form-tokens";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The server's data directory (emptied at its start): its file mailer writes each email there as mail/*.eml. */
export const e2eDataDir = join(tmpdir(), `e2e-data-${port}`);
/** The company mailbox the server reads: a throwaway Dovecot that tests/e2e/mailbox-replies.spec.ts starts on this port. */
export const e2eImapPort = port + 20000;

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
  // Two journeys' Chromium already keep two cores busy; more at once only makes each wait longer.
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Hang guards, not budgets: on a busy machine a journey that waits for an event may wait a while.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    // Journeys from many tests share one client IP; the limits and auto-reply caps are tested in tests/integration.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      E2E_DATA_DIR: e2eDataDir,
      LOG_LEVEL: "warn",
      // Known to the tests, so a journey that posts through the API signs its own token instead of waiting out the fill time.
      FORM_SECRET: TEST_FORM_SECRET,
      FORM_MIN_FILL_MS: String(E2E_FILL_MS),
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      RATE_LIMIT_RENDERS_PER_MINUTE: "0",
      RATE_LIMIT_EVENTS_PER_MINUTE: "0",
      AUTO_REPLIES_PER_ADDRESS_PER_HOUR: "0",
      QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: "0",
      AUTO_REPLIES_PER_IP_PER_HOUR: "0",
      // Away until the mailbox spec starts it: the poller retries every second at most meanwhile.
      IMAP_URL: `imap://info:test-mailbox-password@127.0.0.1:${e2eImapPort}/INBOX`,
      IMAP_POLL_MS: "300",
      IMAP_RETRY_MAX_MS: "1000",
    },
  },
});
