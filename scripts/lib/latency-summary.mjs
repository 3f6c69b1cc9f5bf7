// One way to read percentiles for every figure the bench prints (request latencies,
// the disk's fsync times), so the two kinds of figure stay comparable.

/** p50, p99 and max of `samples` (ms) by nearest rank; NaN when there are none. `samples` is not changed. */
export function latencySummary(samples) {
  const sorted = Array.from(samples).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}
