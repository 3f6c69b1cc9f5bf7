/**
 * The header rules of Mozilla's HTTP Observatory (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring)
 * re-implemented for the ones the site must pass with their bonus: the official scanner
 * (@mdn/mdn-http-observatory) needs native PostgreSQL bindings and scans public HTTPS hosts only.
 */
export interface RuleResult {
  rule: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export function parseCsp(header: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}

export function cspRule(header: string | null): RuleResult {
  if (!header) return { rule: "content-security-policy", result: "csp-not-implemented", modifier: -25, pass: false };
  const csp = parseCsp(header);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  const styles = csp.get("style-src") ?? csp.get("default-src") ?? [];
  const objects = csp.get("object-src") ?? csp.get("default-src") ?? [];
  const unsafe = (v: string[]) =>
    v.includes("'unsafe-inline'") && !v.some((s) => s.startsWith("'sha") || s.startsWith("'nonce-"));
  if (unsafe(scripts) || scripts.includes("'unsafe-eval'"))
    return {
      rule: "content-security-policy",
      result: "csp-implemented-with-unsafe-inline",
      modifier: -20,
      pass: false,
    };
  if (scripts.some((s) => s === "http:" || s === "*" || s === "https:") || objects.some((s) => s === "*"))
    return {
      rule: "content-security-policy",
      result: "csp-implemented-with-insecure-scheme",
      modifier: -20,
      pass: false,
    };
  if (unsafe(styles))
    return {
      rule: "content-security-policy",
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
      pass: true,
    };
  if ((csp.get("default-src") ?? []).join(" ") === "'none'")
    return {
      rule: "content-security-policy",
      result: "csp-implemented-with-no-unsafe-default-src-none",
      modifier: 10,
      pass: true,
    };
  return { rule: "content-security-policy", result: "csp-implemented-with-no-unsafe", modifier: 5, pass: true };
}

export function frameAncestorsRule(csp: string | null, xfo: string | null): RuleResult {
  const fa = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (fa && (fa.join(" ") === "'none'" || fa.join(" ") === "'self'"))
    return { rule: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5, pass: true };
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim()))
    return { rule: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0, pass: true };
  return { rule: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20, pass: false };
}

export function referrerRule(value: string | null): RuleResult {
  const last = value
    ?.split(",")
    .map((s) => s.trim().toLowerCase())
    .at(-1);
  if (last && ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last))
    return { rule: "referrer-policy", result: "referrer-policy-private", modifier: 5, pass: true };
  if (!value) return { rule: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0, pass: false };
  return { rule: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5, pass: false };
}

export function corpRule(value: string | null): RuleResult {
  const v = value?.trim().toLowerCase();
  if (v === "same-origin" || v === "same-site")
    return {
      rule: "cross-origin-resource-policy",
      result: "corp-implemented-with-same-origin",
      modifier: 0,
      pass: true,
    };
  if (v === "cross-origin")
    return {
      rule: "cross-origin-resource-policy",
      result: "corp-implemented-with-cross-origin",
      modifier: 0,
      pass: true,
    };
  return { rule: "cross-origin-resource-policy", result: "corp-not-implemented", modifier: 0, pass: false };
}

export function nosniffRule(value: string | null): RuleResult {
  return value?.trim().toLowerCase() === "nosniff"
    ? { rule: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0, pass: true }
    : { rule: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5, pass: false };
}

export function scoreHeaders(get: (name: string) => string | null): { rules: RuleResult[]; score: number } {
  const csp = get("content-security-policy");
  const rules = [
    cspRule(csp),
    frameAncestorsRule(csp, get("x-frame-options")),
    referrerRule(get("referrer-policy")),
    corpRule(get("cross-origin-resource-policy")),
    nosniffRule(get("x-content-type-options")),
  ];
  return { rules, score: 100 + rules.reduce((s, r) => s + r.modifier, 0) };
}
