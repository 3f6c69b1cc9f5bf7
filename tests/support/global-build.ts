import { ensureBuild } from "../../scripts/ensure-build.mjs";

// Integration suites start the production build (spawn-server, the CLIs); make it when it is missing or stale
// rather than letting those suites skip.
export default function setup() {
  ensureBuild("vitest");
}
