import type { VitalMetric } from "./aggregate";

export type VitalBand = "good" | "needs-improvement" | "poor";

/** Google's thresholds for the 75th percentile (https://web.dev/articles/vitals): LCP and INP in ms, CLS unitless. */
export const vitalThresholds: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export function vitalBand(metric: VitalMetric, p75: number): VitalBand {
  const [good, poor] = vitalThresholds[metric];
  if (p75 <= good) return "good";
  return p75 <= poor ? "needs-improvement" : "poor";
}
