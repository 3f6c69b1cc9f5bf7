import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, expect, it, vi } from "vitest";
import { startWalCheckpointer } from "../../server/db/wal-checkpointer";
import { logger } from "../../server/logger";

// A checkpoint thread that cannot run at all (here: its entry fails at once, as it would
// if the database file could not be opened) is started again with a growing pause,
// rather than every second for as long as the server runs, logging each time.
const dir = mkdtempSync(join(tmpdir(), "wal-restart-"));
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

it("restarts a failing checkpoint thread with a doubling pause, up to the maximum", async () => {
  const entry = join(dir, "failing-entry.mjs");
  writeFileSync(entry, `throw new Error("unable to open database file");\n`);
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const pausesLogged = () =>
    warn.mock.calls
      .filter(([event]) => event === "wal_checkpointer_exited")
      .map(([, fields]) => (fields as { restartInMs: number }).restartInMs);
  const started = Date.now();
  const checkpointer = startWalCheckpointer(join(dir, "site.db"), pathToFileURL(entry), { firstMs: 20, maxMs: 160 });
  // Six exits, however long a busy machine takes to start each thread.
  await vi.waitFor(() => expect(pausesLogged().length).toBeGreaterThanOrEqual(6), { timeout: 20_000, interval: 20 });
  const elapsed = Date.now() - started;
  checkpointer.close();

  const pauses = pausesLogged();
  // 20 + 40 + 80 + 160 + 160 ... ms, really waited: the sixth exit comes at least the first five pauses after the
  // start (460 ms); a fixed 20 ms pause would have reached it after some 100 ms.
  expect(pauses.slice(0, 5)).toEqual([20, 40, 80, 160, 160]);
  expect(elapsed).toBeGreaterThanOrEqual(20 + 40 + 80 + 160 + 160);
  expect(new Set(pauses.slice(4))).toEqual(new Set([160]));
  // The thread's own error is reported too, without anything from the database rows.
  expect(
    warn.mock.calls.some(
      ([event, fields]) =>
        event === "wal_checkpointer_error" && /unable to open/.test(String((fields as { error: string }).error)),
    ),
  ).toBe(true);
});
