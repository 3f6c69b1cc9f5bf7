import type { Server, ServerOptions } from "node:http";
import type { Env } from "../env";

type Limits = Pick<Env, "HTTP_REQUEST_TIMEOUT_MS" | "HTTP_MAX_CONNECTIONS">;

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
 * At most HTTP_MAX_CONNECTIONS open connections; Node closes any further one as
 * soon as it is accepted, so a flood of idle or slow connections cannot use up the
 * process's file descriptors (the database and the mail thread need some too).
 */
export function capConnections(server: Server, env: Limits): void {
  server.maxConnections = env.HTTP_MAX_CONNECTIONS;
}
