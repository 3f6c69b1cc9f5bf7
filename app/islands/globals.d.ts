// Build-time constants (vite.config.ts, scripts/build-islands.mjs).

/** JSON { entry, preload } of the island bundle the pages load; "" inside the island bundle itself. */
declare const __ISLANDS_SCRIPTS__: string | undefined;
