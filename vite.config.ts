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
  },
});
