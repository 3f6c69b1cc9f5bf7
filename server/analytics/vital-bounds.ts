/**
 * The largest value of each Web Vital a real page view can report. LCP and INP are
 * milliseconds: a page that takes a minute to paint, or a click answered after a
 * minute, is a page the visitor left, not a measurement. CLS is a sum of layout-shift
 * scores (each at most 1) within a five-second window; real pages at their worst
 * measure a few, so 10 is already forty times Google's "poor" threshold of 0.25.
 * A value outside [0, bound] is dropped, never clamped, so it cannot move a p75.
 */
export const vitalBounds = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
} as const;

export function plausibleVital(metric: keyof typeof vitalBounds, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= vitalBounds[metric];
}
