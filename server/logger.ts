/**
 * One JSON line per event (pino): `{"level":"info","time":"<ISO>","event":"…",…fields}`,
 * warnings and errors on stderr, the rest on stdout. Callers pass event names and
 * non-personal fields only: never email addresses, phone numbers or message text
 * (APPI; README "Reliability and security").
 */
import { pino, stdTimeFunctions, type Level as PinoLevel } from "pino";
import { redactAddresses } from "./privacy/redact";

type Level = "debug" | "info" | "warn" | "error";
const levels = new Set(["debug", "info", "warn", "error", "silent"]);

/** Read on every call, so a test (or a process) that sets LOG_LEVEL after start-up is obeyed. */
function currentLevel(): PinoLevel | "silent" {
  const level = process.env.LOG_LEVEL ?? "info";
  return (levels.has(level) ? level : "info") as PinoLevel | "silent";
}

/** A second line of defence: an address inside any string a caller passed on (an error message) is masked anyway. */
function redacted(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactAddresses(value);
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => redacted(v, depth + 1));
  // An Error has no enumerable fields: keep what it says.
  if (value instanceof Error) return { name: value.name, message: redactAddresses(value.message) };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redacted(v, depth + 1)]));
}

// process.stdout/stderr themselves, not pino.destination(): the lines stay in order with
// anything else the process prints, and tests can watch the stream they go to.
const base = pino(
  {
    level: "debug",
    base: null,
    messageKey: "event",
    timestamp: stdTimeFunctions.isoTime,
    // Fields are written as given (after redaction), "err" included: no stack traces in the log.
    serializers: { err: (value: unknown) => value },
    formatters: { level: (label) => ({ level: label }), log: (fields) => redacted(fields) as Record<string, unknown> },
  },
  pino.multistream(
    [
      { level: "debug", stream: process.stdout },
      { level: "warn", stream: process.stderr },
    ],
    { dedupe: true },
  ),
);

function write(level: Level, event: string, fields?: Record<string, unknown>) {
  const wanted = currentLevel();
  if (base.level !== wanted) base.level = wanted;
  if (fields) base[level](fields, event);
  else base[level](event);
}

export const logger = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
