import type { Server, ServerResponse } from "node:http";
import type { Running } from "./bootstrap";
import { logger } from "./logger";

/** In-flight requests get this long after SIGTERM before their connections are cut. */
export const DRAIN_MS = 8000;
/** The process is gone by then whatever happens (orchestrators kill at 10 s or later). */
export const EXIT_MS = 9500;

/**
 * Graceful shutdown: stop listening at once, let requests in
 * flight finish, close each connection as soon as its request is answered
 * (a keep-alive connection would otherwise hold the process until its idle
 * timeout), end open event streams, stop the outbox worker (its send in progress finishes, rows claimed
 * but not yet sent go back to "pending"), then close the database and exit 0.
 * Returns the function to call on a signal; calling it again does nothing.
 */
export function gracefulShutdown(server: Server, running: Running): (signal: string) => void {
  let stopping = false;
  const open = new Set<ServerResponse>();

  // Registered before the app's listener, so a request that arrives on a kept-alive
  // connection during shutdown is told the connection closes after its answer.
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (stopping) closeAfter(response);
    open.add(response);
    response.once("close", () => open.delete(response));
  });

  return (signal) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info("server_stopping", { signal, inFlight: open.size });
    setTimeout(() => {
      logger.error("shutdown_timeout", { inFlight: open.size });
      process.exit(1);
    }, EXIT_MS).unref();

    // server.close() also closes idle connections, and a connection whose request is
    // still unread in its socket counts as idle: let this turn of the event loop read
    // what has already arrived first, so such a request is answered, not cut off.
    const drained = new Promise<void>((resolve) =>
      setImmediate(() => {
        server.close(() => resolve());
        for (const response of open) closeAfter(response);
        // An event stream never finishes by itself: it ends now, and its client reconnects elsewhere.
        running.endStreams();
      }),
    );
    // Connections whose answer was already on its way when the signal came become idle later.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn("shutdown_cut_connections", { inFlight: open.size });
      server.closeAllConnections();
    }, DRAIN_MS);

    // The outbox and retention job stop beside the drain; the database stays open for both.
    const background = Promise.all([running.worker.stop(), running.retention.stop(), running.reminders.stop()]);
    Promise.all([drained, background])
      .then(() => {
        clearInterval(sweep);
        clearTimeout(cut);
        return running.close();
      })
      .then(
        () => {
          logger.info("server_stopped", { ms: Date.now() - started });
          process.exit(0);
        },
        (error: unknown) => {
          logger.error("shutdown_error", { error: error instanceof Error ? error.message : String(error) });
          process.exit(1);
        },
      );
  };
}

/** Asks Node to close the connection once this response is sent (no effect once headers are out). */
function closeAfter(response: ServerResponse) {
  if (!response.headersSent) response.setHeader("Connection", "close");
}
