// The pages' Markdown twins and /llms-full.txt, generated from the content modules (domain/seo/markdown)
// with the same baked settings the prerender used, and written beside the prerendered HTML.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function writeMarkdownTwins(root, clientDir) {
  // Bundled into the project root (not /tmp) so the bundle's bare imports (zod) resolve from node_modules.
  const bundle = join(root, `.markdown-twins-${process.pid}.mjs`);
  await build({
    stdin: {
      contents:
        'export { siteMarkdownFiles } from "./domain/seo/markdown/site-markdown";\n' +
        'export { parseSiteSettings } from "./domain/settings/site-settings";\n',
      resolveDir: root,
      loader: "ts",
    },
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  try {
    const { siteMarkdownFiles, parseSiteSettings } = await import(pathToFileURL(bundle).href);
    const files = siteMarkdownFiles(parseSiteSettings(process.env));
    for (const [path, body] of files) {
      const file = join(clientDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
    }
    return files.size;
  } finally {
    rmSync(bundle, { force: true });
  }
}
