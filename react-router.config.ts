import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./domain/seo/prerender-paths";

export default {
  ssr: true,
  // BUILD_DIR lets tests and parallel work build elsewhere; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page in both languages becomes complete HTML at build time;
  // the server renders anything else (404s, filtered views) on request.
  prerender: () => prerenderPaths(),
  // Ship the (small) route manifest with the page instead of fetching /__manifest on every link hover.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour now, so the build log stays clean and the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
