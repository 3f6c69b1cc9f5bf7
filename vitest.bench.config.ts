import { defineConfig } from "vitest/config";

// Benchmarks that need the test support (throwaway databases at scale): run by `npm run bench -- inbox`,
// never by `npm test`, since a duration budget fails by chance on a slower or busier machine.
export default defineConfig({
  test: {
    include: ["tests/bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 600_000,
    setupFiles: ["tests/support/vitest-setup.ts"],
  },
});
