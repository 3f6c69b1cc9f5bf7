#!/usr/bin/env node
// Production build: the island bundle, React Router (SSR + prerendered pages), the Node server bundle,
// precompressed copies of every text asset, and a record of the baked settings.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { bakedConfig } from "./build-config.mjs";
import { buildIslands } from "./build-islands.mjs";
import { buildPhotos } from "./build-photos.mjs";
import { writeMarkdownTwins } from "./build-twins.mjs";
import { buildSocialImages } from "./build-social-images.mjs";
import { buildPortfolioPictures } from "./portfolio-pictures.mjs";

const root = new URL("..", import.meta.url).pathname;
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });

// Content pages ship islands, not the router: their bundle first, so the prerendered
// pages can name its entry (vite.config.ts reads ISLANDS_SCRIPTS).
const islands = await buildIslands(root);
process.env.ISLANDS_SCRIPTS = JSON.stringify({
  entry: islands.entry,
  preload: islands.preload,
  chunks: islands.chunks,
});
// Photographs (content-images/): encoded first, so the prerender can read their manifest.
const photos = await buildPhotos({
  sourceDir: join(root, "content-images"),
  manifestPath: join(root, "app/generated/photos.json"),
});
// Each page's sharing image (og:image), drawn or taken from .cache/social-images.
const socialImages = await buildSocialImages(root);
// Each portfolio item's own picture, drawn from the item (a photograph in content-images/ still replaces it).
const portfolioPictures = await buildPortfolioPictures(root);
run("npx", ["react-router", "build"]);
const islandFiles = islands.write(join(buildDir, "client"));
const pruned = pruneRouterClient(join(buildDir, "client"));
const photoFiles = photos.write(join(buildDir, "client"));
// Markdown twins of the pages and /llms-full.txt, from the same content modules (decision 026).
const twinFiles = await writeMarkdownTwins(root, join(buildDir, "client"));
socialImages.write(join(buildDir, "client"));
portfolioPictures.write(join(buildDir, "client"));

await build({
  entryPoints: {
    server: join(root, "server/main.ts"),
    outbox: join(root, "server/cli/outbox.ts"),
    "forget-email": join(root, "server/cli/forget-email.ts"),
    "chat-report": join(root, "server/cli/chat-report.ts"),
    "chat-eval": join(root, "server/cli/chat-eval.ts"),
    staff: join(root, "server/cli/staff.ts"),
    // The worker thread main.js runs its mailer on (server/mail/mailer-thread.ts).
    "mailer-thread": join(root, "server/mail/mailer-thread-entry.ts"),
    // The worker thread the mailbox poller parses emails on (server/mailbox/parse-thread.ts).
    "mail-parse-thread": join(root, "server/mailbox/parse-thread-entry.ts"),
    // The worker thread that renders each issued quotation's PDF once (server/quotes/pdf-renderer.ts).
    "pdf-thread": join(root, "server/quotes/pdf-thread-entry.ts"),
    // The worker thread that checkpoints SQLite's WAL (server/db/wal-checkpointer.ts).
    "wal-checkpointer": join(root, "server/db/wal-checkpointer-thread-entry.ts"),
  },
  outdir: join(buildDir, "app-server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

/**
 * Pages load the island bundle only (docs/decisions/010-islands.md), so React Router's client build, its
 * loader-data files for client navigation and Vite's manifest are never requested: remove them, and fail
 * the build if a page names a file that is not there.
 */
function pruneRouterClient(clientDir) {
  const unused = [
    ...walk(clientDir).filter((f) => f.endsWith(".data")),
    ...readdirSync(join(clientDir, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => join(clientDir, "assets", name)),
    join(clientDir, ".vite"),
  ];
  for (const file of unused) rmSync(file, { recursive: true, force: true });
  for (const page of walk(clientDir).filter((f) => f.endsWith(".html"))) {
    for (const [, path] of readFileSync(page, "utf8").matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      if (!existsSync(join(clientDir, path))) throw new Error(`${page} names ${path}, which the build does not have`);
    }
  }
  return unused.length;
}

// React and React Router pick their production builds from NODE_ENV when first imported, before any of the
// server's own code runs, so the entry sets it and then loads the server.
writeFileSync(
  join(buildDir, "app-server/main.js"),
  'process.env.NODE_ENV ??= "production";\nawait import("./server.js");\n',
);

const compressible = /\.(html|js|mjs|css|json|svg|txt|md|xml|webmanifest|data|ico)$/;
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
let count = 0;
for (const file of walk(join(buildDir, "client"))) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
writeFileSync(
  join(buildDir, "build-info.json"),
  JSON.stringify({ builtAt: new Date().toISOString(), baked: bakedConfig() }, null, 2),
);
console.log(
  `build: ${islandFiles} island files, ${photos.count} photos (${photoFiles} files), ${socialImages.count} social images (${socialImages.drawn} drawn), ${portfolioPictures.count} portfolio pictures, ${twinFiles} Markdown files, ${pruned} unused router files removed, server bundled, ${count} files precompressed`,
);
