// The island bundle (docs/decisions/010-islands.md, 011-react-on-demand.md): a small
// boot script every page loads, and React with the islands as chunks it loads when a
// page needs them; built with esbuild beside React Router's own client build. Hashed
// names, so the server caches them as immutable like Vite's assets.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

export const ISLANDS_URL_PREFIX = "/assets/islands/";

/** Fails the build when an island imports a package meant for rendering on the server only. */
const serverOnly = (names) => ({
  name: "server-only",
  setup(b) {
    const filter = new RegExp(`^(${names.join("|")})(/|$)`);
    b.onResolve({ filter }, (args) => ({
      errors: [
        { text: `${args.path} is for the server only (imported by ${args.importer}); islands must not bundle it` },
      ],
    }));
  },
});

/**
 * Bundles app/islands/boot.ts (without writing it yet: Vite empties the
 * client directory when React Router builds) and returns the entry's URL plus a
 * function that writes the files into `clientDir`.
 */
export async function buildIslands(root) {
  // Only names paths: nothing is written there.
  const outdir = join(root, "islands-out");
  const result = await build({
    // The staff analytics dashboard's chart is a separate entry: no public page loads it.
    entryPoints: {
      islands: join(root, "app/islands/boot.ts"),
      "analytics-charts": join(root, "app/islands/analytics-charts.ts"),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    define: {
      "process.env.NODE_ENV": '"production"',
      "import.meta.env.SSR": "false",
      "import.meta.env.DEV": "false",
      "import.meta.env.PROD": "true",
      __ISLANDS_SCRIPTS__: '""',
    },
    absWorkingDir: root,
    metafile: true,
    write: false,
    plugins: [serverOnly(["budoux"])],
    logLevel: "warning",
  });
  // Lazily imported islands are entry points too in the metafile: pick the bundle's own.
  const entry = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint === "app/islands/boot.ts",
  )?.[0];
  if (!entry) throw new Error("build-islands: esbuild produced no entry");
  const url = (output) => ISLANDS_URL_PREFIX + relative(outdir, join(root, output));
  return {
    entry: url(entry),
    // The small chunks the boot script imports statically, preloaded beside it so they cost no extra round trip.
    preload: result.metafile.outputs[entry].imports
      .filter((i) => i.kind === "import-statement")
      .map((i) => url(i.path)),
    write(clientDir) {
      const target = join(clientDir, ISLANDS_URL_PREFIX);
      rmSync(target, { recursive: true, force: true });
      for (const file of result.outputFiles) {
        const path = join(target, relative(outdir, file.path));
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.contents);
      }
      return result.outputFiles.length;
    },
  };
}
