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
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/global-build.ts"],
  },
});
