/** The island bundle as the build named it (scripts/build-islands.mjs hands it to vite.config.ts). */
export interface IslandsScripts {
  /** The boot script. */
  entry: string;
  /** The chunks it imports statically. */
  preload: string[];
  /** Per island name, every file hydrating it needs (React's runtime included), fetched ahead of the first touch. */
  chunks: Record<string, string[]>;
}

export const ISLANDS_SCRIPTS: IslandsScripts | null =
  typeof __ISLANDS_SCRIPTS__ === "string" && __ISLANDS_SCRIPTS__
    ? (JSON.parse(__ISLANDS_SCRIPTS__) as IslandsScripts)
    : null;
