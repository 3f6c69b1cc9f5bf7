import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(() => ({
  plugins: [tailwindcss(), reactRouter()],
  // Which island bundle every page loads (scripts/build-islands.mjs, run first by scripts/build.mjs).
  define: { __ISLANDS_SCRIPTS__: JSON.stringify(process.env.ISLANDS_SCRIPTS ?? "") },
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
