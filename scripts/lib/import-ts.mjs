// Lets a plain .mjs script reuse a self-contained TypeScript module (one that imports
// only node: builtins and packages, no relative files), e.g. the throwaway PostgreSQL
// cluster of tests/support/test-postgres.ts, instead of keeping a second copy.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { transform } from "esbuild";

export async function importTs(root, path) {
  const source = readFileSync(join(root, path), "utf8");
  if (/^\s*import\s[^;]*from\s+["']\.{1,2}\//m.test(source)) throw new Error(`${path} imports relative files; importTs handles self-contained modules only`);
  const { code } = await transform(source, { loader: "ts", format: "esm", target: "node20", sourcefile: path });
  // Written inside node_modules so the module's package imports (pg) resolve from there.
  const out = join(root, "node_modules/.cache/import-ts", path.replace(/\.ts$/, ".mjs"));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
  return import(pathToFileURL(out).href);
}
