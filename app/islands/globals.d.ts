// Build-time constants (vite.config.ts, scripts/build-islands.mjs).

/** JSON { entry } of the island bundle for prerendered pages; "" when there is none (development). */
declare const __ISLANDS_SCRIPTS__: string | undefined;
/** True only inside the island bundle, so code for React Router pages drops out of it. */
declare const __ISLANDS_BUNDLE__: boolean;
