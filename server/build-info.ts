import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The settings baked into the prerendered pages (scripts/build-config.mjs) whose
 * value in `env` differs from the one the build was made with: SITE_URL in canonical
 * links, the embeds, the retention periods the privacy policy states. `npm start`
 * rebuilds when they change; a server started otherwise (a container run with a
 * different -e) would serve pages that say something else than it does, so it
 * warns at start. Names only: values may be private.
 */
export function bakedSettingsDiffering(
  buildDir: string,
  env: Record<string, string | undefined> = process.env,
): string[] {
  let baked: Record<string, string | null>;
  try {
    baked =
      (JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as { baked?: Record<string, string | null> })
        .baked ?? {};
  } catch {
    return [];
  }
  return Object.entries(baked)
    .filter(([name, value]) => (env[name] || null) !== value)
    .map(([name]) => name);
}
