import { inspect } from "node:util";
import { logger } from "./logger";

/** Longest text kept from one console call: the first line of an error says what happened. */
const MAX_TEXT = 300;

/**
 * React Router and React report render errors and unmatched URLs with console.error
 * (the raw URL, the stack trace): outside the logger, so outside its redaction, and
 * not JSON. In the server process they go through the logger instead: the message's
 * first line only. A URL that matches no route is an ordinary 404, not an error: logged without it.
 */
export function routeConsoleToLogger(): void {
  console.error = (...args: unknown[]) => report("error", args);
  console.warn = (...args: unknown[]) => report("warn", args);
}

function report(level: "error" | "warn", args: unknown[]) {
  const text = consoleText(args);
  if (/^(Error: )?No routes? match(es|ed)? (URL|location)/i.test(text)) {
    logger.debug("route_not_found");
    return;
  }
  logger[level](level === "error" ? "console_error" : "console_warning", { message: text });
}

/** One line of what a console call printed, without stack traces. */
export function consoleText(args: unknown[]): string {
  const parts = args.map((arg) => {
    if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
    if (typeof arg === "string") return arg;
    return inspect(arg, { depth: 2, breakLength: Infinity, colors: false });
  });
  return parts.join(" ").split("\n", 1)[0]!.trim().slice(0, MAX_TEXT);
}
