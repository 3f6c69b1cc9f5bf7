/**
 * Errors that mean "the database cannot serve right now" (locked, restarting,
 * unreachable): the API answers 503 with Retry-After instead of 500, and the
 * visitor's data was not acknowledged, so nothing is lost.
 */
const SQLITE_UNAVAILABLE = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_FULL"]);
const NODE_NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
// PostgreSQL SQLSTATE classes 08 (connection), 53 (insufficient resources), 57P (operator intervention: shutdown).
const PG_UNAVAILABLE = /^(08|53|57P)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const code = String((error as { code?: unknown }).code ?? "");
  if (SQLITE_UNAVAILABLE.has(code.split("_").slice(0, 2).join("_")) || SQLITE_UNAVAILABLE.has(code)) return true;
  if (NODE_NETWORK.has(code) || PG_UNAVAILABLE.test(code)) return true;
  const message = String((error as { message?: unknown }).message ?? "");
  // "not queryable": pg's answer on a client whose connection already dropped.
  return /timeout exceeded when trying to connect|Connection terminated|is not queryable|database is locked|the database system is (starting up|shutting down)/i.test(
    message,
  );
}
