/**
 * One JSON line per event on stdout. Callers pass event names and non-personal
 * fields only: never email addresses, phone numbers or message text (APPI; README
 * "Reliability and security").
 */
import { redactAddresses } from "./privacy/redact";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? "info") as Level | "silent";
  return order[level] ?? order.info;
}

function write(level: Level, event: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold()) return;
  // A second line of defence: an address inside an error message a caller passed on is masked anyway.
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }, (_key, value: unknown) =>
    typeof value === "string" ? redactAddresses(value) : value,
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
