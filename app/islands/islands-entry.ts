/** The island bundle's entry as the build named it (scripts/build-islands.mjs hands it to vite.config.ts). */
export const ISLANDS_SCRIPTS: { entry: string; preload: string[] } | null =
  typeof __ISLANDS_SCRIPTS__ === "string" && __ISLANDS_SCRIPTS__
    ? (JSON.parse(__ISLANDS_SCRIPTS__) as { entry: string; preload: string[] })
    : null;
