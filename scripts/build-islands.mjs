// The island bundle (docs/decisions/010-islands.md, 011-react-on-demand.md): a small
// boot script every page loads, and React with the islands as chunks it loads when a
// page needs them; built with esbuild beside React Router's own client build. Hashed
// names, so the server caches them as immutable like Vite's assets.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
 * For each island in app/islands/registry.ts, every file its hydration needs (React's runtime, the island's
 * module and what both import, the modules the island itself imports lazily at once), so the boot script can
 * fetch them ahead of the first touch (docs/decisions/018-first-touch.md).
 */
function islandChunks(root, metafile, url) {
  const byEntry = new Map(
    Object.entries(metafile.outputs)
      .filter(([, o]) => o.entryPoint)
      .map(([path, o]) => [o.entryPoint.replace(/\.tsx?$/, ""), path]),
  );
  const closure = (output, into) => {
    if (into.has(output)) return into;
    into.add(output);
    for (const i of metafile.outputs[output].imports) if (i.kind === "import-statement") closure(i.path, into);
    return into;
  };
  const chunk = (module) => {
    const output = byEntry.get(module);
    if (!output) throw new Error(`build-islands: no chunk for ${module}`);
    return output;
  };
  const runtime = closure(chunk("app/islands/hydrate"), new Set());
  // Each entry of `entries` starts on a line `  "name": {` (Prettier's layout); its body names its modules.
  const registry = readFileSync(join(root, "app/islands/registry.ts"), "utf8");
  const body = registry.slice(registry.indexOf("const entries = {"), registry.indexOf("} satisfies"));
  const chunks = {};
  for (const part of body.split(/^(?= {2}"?[a-z-]+"?: \{)/m).slice(1)) {
    const name = /^ {2}"?([a-z-]+)"?:/.exec(part)[1];
    const files = new Set(runtime);
    for (const [, specifier] of part.matchAll(/import\("(\.\.?\/[^"]+)"\)/g))
      closure(chunk(join("app/islands", specifier)), files);
    chunks[name] = [...files].map(url);
  }
  if (!chunks["chat-mount"]) throw new Error("build-islands: could not read the island names in registry.ts");
  return chunks;
}

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
    chunks: islandChunks(root, result.metafile, url),
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
