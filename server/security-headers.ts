import { htmlCsp, NON_HTML_CSP } from "./csp";
import type { Env } from "./env";

/** Headers every response carries. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Content-Security-Policy": NON_HTML_CSP,
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** Origins of the configured embeds, which pages may frame. */
export function frameOrigins(env: Pick<Env, "VIDEO_EMBED_URL" | "SCHEDULER_URL" | "MAP_EMBED_URL">): string[] {
  return [...new Set([env.VIDEO_EMBED_URL, env.SCHEDULER_URL, env.MAP_EMBED_URL].map((u) => new URL(u).origin))];
}

export function htmlHeaders(scriptHashes: string[], env: Env, https: boolean): Record<string, string> {
  return {
    ...baseSecurityHeaders(https),
    "Content-Security-Policy": htmlCsp(scriptHashes, { frameOrigins: frameOrigins(env), https }),
  };
}
