import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
    rollupOptions: {
      // zod's sources carry explanatory comments beside @__PURE__ marks; Rollup drops them harmlessly.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        warn(warning);
      },
    },
  },
}));
