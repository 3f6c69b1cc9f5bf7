import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * budoux (Japanese phrase breaks, app/lib/japanese-phrases.ts) runs only where pages are
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
    if (id === "\0budoux-stub") return "export const jaModel = {}; export class Parser { parse(text) { return [text]; } }";
  },
});

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), budouxOnServer(), reactRouter()],
  ssr: { noExternal: ["budoux"] },
  // Which island bundle the prerendered content pages load (scripts/build-islands.mjs);
  // none under `react-router dev`, where every page runs React Router.
  define: {
    __ISLANDS_SCRIPTS__: JSON.stringify(command === "build" ? (process.env.ISLANDS_SCRIPTS ?? "") : ""),
    __ISLANDS_BUNDLE__: "false",
  },
  build: {
    // Our CSP forbids inline scripts and data: scripts; keep assets as files.
    assetsInlineLimit: 0,
    // React Router emits its own modulepreload links; Vite's preload helper for lazy chunks
    // (toaster, chat panel) would only cost bytes on every page, since those chunks carry no CSS.
    modulePreload: false,
    // terser squeezes a few more KB than esbuild out of React and the router (JS budget, issue 2).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // budoux's HTML processor, which nothing here uses, imports linkedom (a dev dependency) for its side effects.
    rollupOptions: { treeshake: { moduleSideEffects: (id, external) => !(external && id === "linkedom") } },
  },
}));
