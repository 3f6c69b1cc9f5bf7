import type { Context } from "hono";

/**
 * The address rate limits are keyed on. X-Forwarded-For is believed only when
 * TRUST_PROXY says a proxy is in front (its last hop is the address the proxy saw),
 * so a client cannot pick its own key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}
