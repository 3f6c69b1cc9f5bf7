import { onCLS, onINP, onLCP, type Metric } from "web-vitals";

/** Reports the page's LCP, INP and CLS as the web-vitals library finalises each (at the latest when the page is hidden). */
export function sendVitals(send: (event: object) => void, path: string) {
  const report = (metric: Metric) => send({ t: "vital", p: path, m: metric.name, v: metric.value });
  onLCP(report);
  onINP(report);
  onCLS(report);
}
