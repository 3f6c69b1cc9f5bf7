import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import "./analytics-dashboard.css";

/**
 * The staff analytics dashboard's chart (server/analytics/dashboard-html.ts):
 * visitors and page views per day, drawn by uPlot from the JSON the page embeds.
 * Built as its own entry beside the islands, so no public page ever loads it. The
 * table under the chart holds the same numbers for screen readers and without JavaScript.
 */
interface ChartData {
  days: string[];
  visitors: number[];
  pageviews: number[];
  labels: { visitors: string; pageviews: string };
}

const source = document.getElementById("analytics-chart-data");
const target = document.getElementById("analytics-chart");
if (source?.textContent && target) {
  const data = JSON.parse(source.textContent) as ChartData;
  const x = data.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const chart = new uPlot(
    {
      width: target.clientWidth || 800,
      height: 260,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
      series: [
        {},
        { label: data.labels.visitors, stroke: "#1d4ed8", width: 2 },
        { label: data.labels.pageviews, stroke: "#15803d", width: 2 },
      ],
    },
    [x, data.visitors, data.pageviews],
    target,
  );
  new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height: 260 })).observe(target);
  target.dataset.chart = "ready";
}
