import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "content/**/*.test.ts",
      "domain/**/*.test.ts",
      "app/**/*.test.tsx",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/lint/**/*.test.ts",
    ],
    environment: "node",
    // Most integration files wait on spawned servers, PostgreSQL and SMTP rather than compute; vitest's default
    // (cores - 1) would run them one at a time on a 2-core machine. Two, not more: the files' own servers need CPU too.
    maxWorkers: 2,
    // Files share a worker's module graph instead of importing and evaluating the server afresh each, the costliest
    // part of the suite. Files keep no state in modules beyond caches, and restore what they change.
    isolate: false,
    // A hang guard, not a budget: two files at once on a busy 2-core machine make a spawned CLI or server slow.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/global-build.ts"],
  },
});
