import { test, expect } from "@playwright/test";
import { scoreHeaders } from "../support/observatory-rules";

const pages = [
  "/",
  "/en/services",
  "/contact",
  "/en/pricing-calculator",
  "/portfolio?category=mobile",
  "/no-such-page",
];

test.describe("response headers, scored like Mozilla's HTTP Observatory", () => {
  for (const path of pages) {
    test(`${path} passes the CSP, frame-ancestors, Referrer-Policy, CORP and nosniff rules with their bonus`, async ({
      request,
    }) => {
      const res = await request.get(path);
      const headers = res.headers();
      const { rules, score } = scoreHeaders((name) => headers[name] ?? null);
      const byRule = Object.fromEntries(rules.map((r) => [r.rule, r.result]));
      expect(byRule).toEqual({
        "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
        "x-frame-options": "x-frame-options-implemented-via-csp",
        "referrer-policy": "referrer-policy-private",
        "cross-origin-resource-policy": "corp-implemented-with-same-origin",
        "x-content-type-options": "x-content-type-options-nosniff",
      });
      expect(score).toBe(120);
    });
  }

  test("API answers and assets carry the same protections", async ({ request }) => {
    for (const path of ["/api/nope", "/healthz", "/robots.txt", "/favicon.svg"]) {
      const h = (await request.get(path)).headers();
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["content-security-policy"], path).toContain("default-src 'none'");
      expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  test("every page's CSP allows exactly the inline scripts it contains", async ({ request }) => {
    const crypto = await import("node:crypto");
    // Island pages and React Router pages (the contact form) carry different inline scripts.
    for (const path of ["/", "/en/company", "/no-such-page", "/en/contact"]) {
      const res = await request.get(path);
      const html = await res.text();
      const allowed = new Set(res.headers()["content-security-policy"].match(/'sha256-[^']+'/g));
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/application\/(ld\+)?json/.test(m[1]),
      ); // data blocks never run
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) {
        const hash = `'sha256-${crypto.createHash("sha256").update(m[2]).digest("base64")}'`;
        expect(allowed.has(hash), `${path}: ${m[2].slice(0, 60)}`).toBe(true);
      }
    }
  });
});
