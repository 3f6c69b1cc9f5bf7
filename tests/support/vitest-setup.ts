import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test (Epic Stack convention). Files share a worker (isolate: false) and
// this runs once per file, so the original console.error and the errors seen are kept once per worker.
const shared = globalThis as { __consoleErrors?: { original: typeof console.error; errors: unknown[][] } };
const state = (shared.__consoleErrors ??= { original: console.error, errors: [] });
console.error = (...args: unknown[]) => {
  state.errors.push(args);
  state.original(...args);
};
afterEach(() => {
  const seen = state.errors;
  state.errors = [];
  if (seen.length) throw new Error(`console.error was called: ${seen.map((a) => a.join(" ")).join("\n")}`);
});
vi.setConfig({ testTimeout: 30_000 });
process.env.LOG_LEVEL ??= "error";
