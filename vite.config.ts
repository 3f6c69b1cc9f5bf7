import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * budoux (Japanese phrase breaks, domain/text/japanese-phrases.ts) runs only where pages are
 * rendered: the built client bundle, which no built page loads, gets a stub that keeps
 * text whole, and the server bundle carries budoux itself (it is a dev dependency).
 */
const budouxOnServer = (): Plugin => ({
  name: "budoux-on-server",
  apply: "build",
  enforce: "pre",
  resolveId(id, _importer, options) {
    if (id === "budoux" && !options?.ssr) return "\0budoux-stub";
  },
  load(id) {
    if (id === "\0budoux-stub")
      return "export const jaModel = {}; export class Parser { parse(text) { return [text]; } }";
  },
});

export default defineConfig(() => ({
  plugins: [tailwindcss(), budouxOnServer(), reactRouter()],
  ssr: { noExternal: ["budoux"] },
  // Which island bundle every page loads (scripts/build-islands.mjs, run first by scripts/build.mjs).
  define: { __ISLANDS_SCRIPTS__: JSON.stringify(process.env.ISLANDS_SCRIPTS ?? "") },
  build: {
    // Our CSP forbids inline scripts and data: scripts; keep assets as files.
    assetsInlineLimit: 0,
    // React Router emits its own modulepreload links; Vite's preload helper for lazy chunks
    // (toaster, chat panel) would only cost bytes on every page, since those chunks carry no CSS.
    modulePreload: false,
    // terser squeezes a few more KB than esbuild out of React and the router (JS budget).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // zod's sources carry explanatory comments beside @__PURE__ marks; Rollup drops them harmlessly.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        warn(warning);
      },
      // budoux's HTML processor, which nothing here uses, imports linkedom (a dev dependency) for its side effects.
      treeshake: { moduleSideEffects: (id, external) => !(external && id === "linkedom") },
    },
  },
}));
