// Lets the build scripts read the site's TypeScript content (titles, portfolio items) through a throwaway
// esbuild bundle, without a TypeScript loader at run time.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** The exports of the TypeScript module at `entry`. */
export async function loadTs(entry) {
  const outfile = join(tmpdir(), `load-ts-${process.pid}-${Date.now()}.mjs`);
  await build({ entryPoints: [entry], outfile, bundle: true, platform: "node", format: "esm", logLevel: "warning" });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
