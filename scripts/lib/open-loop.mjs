// A fixed arrival rate load generator ("open loop", as wrk2 does it): request k is
// due at start + k/rate whatever happened to the ones before, and its latency is
// measured from that due time, so a stalled server is charged for the requests it
// delayed (no coordinated omission). autocannon's -R is not that: it lets each
// connection fire its whole per-second quota at the start of every second, which
// turns 1,000 req/s into one burst a second and measures the burst.
import { readlinkSync } from "node:fs";
import http from "node:http";
import { getPriority, setPriority } from "node:os";
import { latencySummary } from "./latency-summary.mjs";

/**
 * The load generator stands in for visitors on other machines, whose requests arrive
 * whatever the server is doing. Here it shares two CPUs with the server's threads, and
 * when they crowd it out the requests due meanwhile leave late and are charged the
 * wait. So while it runs, its thread gets a higher priority (nice -5; Linux, when
 * permitted): it needs little CPU, but needs it on time.
 */
const LOAD_GENERATOR_NICE = -5;

/** Raises the calling thread's priority; returns how to undo it, or null if not permitted. */
function raiseThisThreadPriority() {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    const before = getPriority(tid);
    setPriority(tid, LOAD_GENERATOR_NICE);
    return () => setPriority(tid, before);
  } catch {
    return null;
  }
}

/** Whether the load generator runs at raised priority on this machine (for the bench's footnote). */
export function loadGeneratorPriority() {
  const undo = raiseThisThreadPriority();
  undo?.();
  return undo ? `nice ${LOAD_GENERATOR_NICE}` : "normal priority (raising it is not permitted here)";
}

/**
 * `next()` gives each request as { method, path, headers, body }. At most
 * `connections` requests are in flight (keep-alive); a request due while all are
 * busy waits, and the wait counts in its latency.
 */
export async function openLoop({ url, rate, seconds, connections, next, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = new Float64Array(total);
  const statuses = new Map();
  let errors = 0;
  let timeouts = 0;
  const errorCodes = new Map();
  let finished = 0;
  let bytes = 0;
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  let sent = 0;

  const restorePriority = raiseThisThreadPriority();
  await new Promise((resolveAll) => {
    const fire = (index, due) => {
      const { method = "GET", path, headers = {}, body } = next(index);
      const payload = body === undefined ? undefined : Buffer.from(body);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: payload ? { ...headers, "content-length": payload.length } : headers,
          timeout: timeoutMs,
        },
        (response) => {
          response.on("data", (chunk) => (bytes += chunk.length));
          response.on("end", () => {
            latencies[index] = performance.now() - due;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            done();
          });
        },
      );
      request.on("timeout", () => {
        timeouts++;
        request.destroy(new Error("timeout"));
      });
      request.on("error", (error) => {
        latencies[index] = performance.now() - due;
        errors++;
        const code = error.code ?? error.message;
        errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
        done();
      });
      request.end(payload);
    };
    const done = () => {
      if (++finished === total) resolveAll();
    };
    // A 1 ms timer releases everything due by now; a late timer sends the backlog at once.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire(sent, start + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - performance.now())));
    };
    setTimeout(tick, 20);
  });
  const elapsedS = (performance.now() - start) / 1000;
  restorePriority?.();
  agent.destroy();

  const count = (test) => [...statuses].filter(([code]) => test(code)).reduce((n, [, c]) => n + c, 0);
  return {
    total,
    achieved: (total - errors) / elapsedS,
    ...latencySummary(latencies),
    ok: count((code) => code >= 200 && code < 300),
    tooMany: count((code) => code === 429),
    otherStatus: count((code) => code < 200 || (code >= 300 && code !== 429)),
    statuses: Object.fromEntries(statuses),
    errors,
    errorCodes: Object.fromEntries(errorCodes),
    timeouts,
    bytesPerRequest: bytes / Math.max(1, total - errors),
  };
}
