import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Env } from "../env";
import { logger } from "../logger";
import { addressNetwork } from "./address-network";

type Limits = Pick<
  Env,
  "HTTP_REQUEST_TIMEOUT_MS" | "HTTP_MAX_CONNECTIONS" | "HTTP_MAX_CONNECTIONS_PER_IP" | "TRUST_PROXY"
>;

/**
 * Open connections one address may hold when the site is served directly. A browser
 * opens up to 6 per origin and the server keeps idle ones 65 s (keep-alive.ts), so
 * this lets some twenty browsers behind one address (an office's NAT) load pages at
 * full speed, while one client holds at most an eighth of the default HTTP_MAX_CONNECTIONS.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 128;
/** At most one warning a minute about refused connections: a flood must not flood the log. */
const WARN_EVERY_MS = 60_000;

/**
 * Node's own defaults let a client take five minutes to send a body, a byte at a
 * time, holding a connection (and a request handler) all along. A whole request,
 * headers and body, must arrive within HTTP_REQUEST_TIMEOUT_MS; past it Node answers
 * 408 and closes the connection. Node checks at an interval (30 s by default), so
 * the interval follows the timeout to keep it close to what is configured.
 */
export function requestTimeouts(env: Limits): ServerOptions {
  const timeout = env.HTTP_REQUEST_TIMEOUT_MS;
  return {
    requestTimeout: timeout,
    headersTimeout: timeout,
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(timeout / 4))),
  };
}

/**
 * The per-address cap in force; 0 means none. It counts the socket's peer: behind a
 * reverse proxy (TRUST_PROXY) that is the proxy, whose pool of connections must not be
 * cut, so unless set it is off there and the proxy limits each client (docs/deployment.md).
 */
export function connectionsPerIp(env: Pick<Limits, "HTTP_MAX_CONNECTIONS_PER_IP" | "TRUST_PROXY">): number {
  return env.HTTP_MAX_CONNECTIONS_PER_IP ?? (env.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_IP);
}

/**
 * At most HTTP_MAX_CONNECTIONS open connections; Node closes any further one as
 * soon as it is accepted, so a flood of idle or slow connections cannot use up the
 * process's file descriptors (the database and the mail thread need some too).
 * Within that, at most HTTP_MAX_CONNECTIONS_PER_IP from one address (IPv6: one /64),
 * so one client's half-sent requests cannot take every connection from the others.
 */
export function capConnections(server: Server, env: Limits): void {
  server.maxConnections = env.HTTP_MAX_CONNECTIONS;
  const perIp = connectionsPerIp(env);
  if (perIp > 0) capConnectionsPerAddress(server, perIp);
}

function capConnectionsPerAddress(server: Server, cap: number) {
  const open = new Map<string, number>();
  let refused = 0;
  let warned = -Infinity;
  server.on("connection", (socket: Socket) => {
    // A socket gone before this turn has no address and holds nothing.
    if (!socket.remoteAddress) return;
    const key = addressNetwork(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= cap) {
      // At once and without a byte: the cheapest answer to a flood. The connections
      // the client already has go on being served.
      socket.destroy();
      refused++;
      if (Date.now() - warned >= WARN_EVERY_MS) {
        warned = Date.now();
        // Never the address: it is personal data, and the count tells the operator enough.
        logger.warn("connections_per_ip_capped", { cap, refused });
        refused = 0;
      }
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
