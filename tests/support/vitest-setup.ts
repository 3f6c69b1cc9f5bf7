import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test (Epic Stack convention).
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called: ${seen.map((a) => a.join(" ")).join("\n")}`);
});
vi.setConfig({ testTimeout: 30_000 });
process.env.LOG_LEVEL ??= "error";
