import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open: longer than any client that
 * reuses connections keeps one idle. Node's default is 5 s, while nginx keeps its
 * upstream connections 60 s (docs/deployment.md) and a load generator with a pool of
 * connections leaves some idle for seconds. When the server closes an idle connection
 * just as the other side sends on it, that request fails: nginx answers 502 and does
 * not retry a POST, so a visitor's message would be refused. The waiting side must be
 * the server, so the close, if any, comes from the client.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  // headersTimeout and requestTimeout (connection-limits.ts) run from a request's
  // first byte, not through the idle time before it (checked by hand on Node 20: a 2 s
  // headersTimeout with 4 s of idle keep-alive still answers the next request).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
