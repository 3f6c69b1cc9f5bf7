import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Our CSP forbids inline scripts and data: scripts; keep assets as files.
    assetsInlineLimit: 0,
    // Every browser we support has modulepreload; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    // terser squeezes a few more KB than esbuild out of React and the router (JS budget, issue 2).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
