import { analyticsDashboard } from "../../content/analytics-dashboard";
import { staffOffice } from "../../content/staff-office";
import type { Locale } from "../../domain/i18n/locales";
import { html, SafeHtml } from "../mail/html";
import type { VitalMetric } from "./aggregate";
import type { AnalyticsReport, RateRow, Row } from "./report";
import { OTHER_PATH } from "./site-paths";
import { vitalBounds } from "./vital-bounds";

export interface DashboardAssets {
  /** The chart script and its stylesheet (build-islands.mjs "analytics-charts"); absent in API-only tests. */
  script?: string;
  style?: string;
}

export interface DashboardSettings {
  /** ANALYTICS_VISITORS_PER_IP as the beacon applies it (0: no cap), for the note on how visitors are counted. */
  visitorsPerIp: number;
  /** The staff office's header as HTML (its sections and sign-out button); a plain link back without it. */
  header?: string;
}

const metrics: VitalMetric[] = ["LCP", "INP", "CLS"];

/** The vital's value as a person reads it: seconds for LCP, milliseconds for INP, three decimals for CLS. */
function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "LCP") return `${(value / 1000).toFixed(2)} s`;
  if (metric === "INP") return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

/**
 * The staff analytics dashboard as a whole HTML document: tables for every figure
 * (readable without JavaScript and by screen readers), with the per-day chart drawn
 * by uPlot from the same numbers embedded as JSON. No inline script or style: the
 * page's CSP allows only our own files.
 */
export function renderAnalyticsDashboard(
  report: AnalyticsReport,
  language: Locale,
  assets: DashboardAssets = {},
  settings: DashboardSettings = { visitorsPerIp: 0 },
): string {
  const t = analyticsDashboard[language];
  // In a table of pages, the row every path the site does not serve is counted under, named in the reader's language.
  const pageTables = new Set(["pages", "entry-pages"]);
  const keyText = (key: string, id: string) => (pageTables.has(id) && key === OTHER_PATH ? t.otherPages : key);
  const office = staffOffice[language];
  const number = new Intl.NumberFormat(language === "ja" ? "ja-JP" : "en-US");
  // Conversions per 100 visits, not a percentage: one visit can convert more than once (see t.conversions.rateNote).
  const per100 = new Intl.NumberFormat(language === "ja" ? "ja-JP" : "en-US", { maximumFractionDigits: 1 });
  const caption = (text: string) => html`<caption>${text}</caption>`;

  const rowsTable = (title: string, rows: Row[], keyLabel: string, id: string) =>
    html`<section aria-labelledby="${id}">
      <h2 id="${id}">${title}</h2>
      ${
        rows.length
          ? html`<table data-table="${id}">
            ${caption(title)}
            <thead><tr><th scope="col">${keyLabel}</th><th scope="col">${t.visitors}</th><th scope="col">${t.pageviews}</th></tr></thead>
            <tbody>${rows.map(
              (r) =>
                html`<tr><th scope="row">${keyText(r.key, id)}</th><td>${number.format(r.visitors)}</td><td>${number.format(r.pageviews)}</td></tr>`,
            )}</tbody>
          </table>`
          : html`<p>${t.empty}</p>`
      }
    </section>`;

  const rateTable = (title: string, rows: RateRow[], id: string) =>
    html`<table data-table="${id}">
      ${caption(title)}
      <thead><tr><th scope="col">${t.key}</th><th scope="col">${t.conversions.visits}</th><th scope="col">${t.conversions.heading}</th><th scope="col">${t.conversions.rate}</th></tr></thead>
      <tbody>${rows.map(
        (r) =>
          html`<tr><th scope="row">${keyText(r.key, id)}</th><td>${number.format(r.visits)}</td><td>${number.format(r.conversions)}</td><td>${r.visits ? per100.format(r.rate * 100) : "–"}</td></tr>`,
      )}</tbody>
    </table>
    <p class="rate-note">${t.conversions.rateNote}</p>`;

  const vitalsTable = report.vitals.length
    ? html`<table data-table="vitals">
        ${caption(t.vitals.heading)}
        <thead><tr><th scope="col">${t.page}</th>${metrics.map((m) => html`<th scope="col">${m}</th>`)}<th scope="col">${t.vitals.samples}</th></tr></thead>
        <tbody>${report.vitals.map(
          (v) =>
            html`<tr><th scope="row">${keyText(v.path, "pages")}</th>${metrics.map((m) => {
              const cell = v.metrics[m];
              return cell
                ? html`<td data-band="${cell.band}">${formatVital(m, cell.p75)} <span class="band">${t.vitals.bands[cell.band]}</span></td>`
                : html`<td>–</td>`;
            })}<td>${number.format(Math.max(...Object.values(v.metrics).map((c) => c.samples)))}</td></tr>`,
        )}</tbody>
      </table>`
    : html`<p>${t.vitals.none}</p>`;

  const chartData = JSON.stringify({
    days: report.days.map((d) => d.day),
    visitors: report.days.map((d) => d.visitors),
    pageviews: report.days.map((d) => d.pageviews),
    labels: { visitors: t.visitors, pageviews: t.pageviews },
  }).replace(/</g, "\\u003c");

  const totals = [
    [t.totals.visitors, report.totals.visitors, "visitors"],
    [t.totals.pageviews, report.totals.pageviews, "pageviews"],
    [t.totals.visits, report.totals.visits, "visits"],
    [t.totals.conversions, report.totals.conversions, "conversions"],
  ] as const;

  const page = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
${settings.header ? html`<link rel="stylesheet" href="/staff/staff.css">` : ""}
${assets.style ? html`<link rel="stylesheet" href="${assets.style}">` : ""}
${assets.script ? html`<script type="module" src="${assets.script}"></script>` : ""}
</head>
<body class="analytics-dashboard">
${settings.header ? new SafeHtml(settings.header) : html`<nav aria-label="${office.title}"><a href="/staff">${office.nav.inbox}</a> · <a href="/staff/account">${office.nav.account}</a></nav>`}
<main>
<h1>${t.title}</h1>
<p>${t.lead}</p>
<form method="get">
  <fieldset><legend>${t.range.legend}</legend>
  <label>${t.range.from} <input type="date" name="from" value="${report.from}" required></label>
  <label>${t.range.to} <input type="date" name="to" value="${report.to}" required></label>
  <button type="submit">${t.range.submit}</button></fieldset>
</form>
<dl class="totals">${totals.map(([label, value, id]) => html`<div><dt>${label}</dt><dd data-total="${id}">${number.format(value)}</dd></div>`)}</dl>
<section aria-labelledby="per-day">
  <h2 id="per-day">${t.perDay}</h2>
  <div id="analytics-chart" class="chart" aria-hidden="true"></div>
  <script type="application/json" id="analytics-chart-data">${new SafeHtml(chartData)}</script>
  <table data-table="days">
    ${caption(t.perDay)}
    <thead><tr><th scope="col">${t.day}</th><th scope="col">${t.visitors}</th><th scope="col">${t.pageviews}</th></tr></thead>
    <tbody>${report.days.map((d) => html`<tr><th scope="row">${d.day}</th><td>${number.format(d.visitors)}</td><td>${number.format(d.pageviews)}</td></tr>`)}</tbody>
  </table>
</section>
${rowsTable(t.topPages, report.topPages, t.page, "pages")}
${rowsTable(t.referrers, report.referrers, t.key, "referrers")}
${rowsTable(t.campaigns, report.campaigns, t.key, "campaigns")}
${rowsTable(t.languages, report.languages, t.key, "languages")}
<section aria-labelledby="conversions">
  <h2 id="conversions">${t.conversions.heading}</h2>
  <table data-table="conversion-kinds">
    ${caption(t.conversions.heading)}
    <thead><tr><th scope="col">${t.conversions.kind}</th><th scope="col">${t.conversions.count}</th></tr></thead>
    <tbody>${Object.entries(report.conversions.byKind).map(
      ([kind, count]) =>
        html`<tr><th scope="row">${t.conversions.kinds[kind as keyof typeof t.conversions.kinds]}</th><td data-kind="${kind}">${number.format(count)}</td></tr>`,
    )}</tbody>
  </table>
  ${rateTable(t.conversions.byEntryPage, report.conversions.byEntryPage, "entry-pages")}
  ${rateTable(t.conversions.bySource, report.conversions.bySource, "sources")}
</section>
<section aria-labelledby="vitals">
  <h2 id="vitals">${t.vitals.heading}</h2>
  ${vitalsTable}
</section>
<section aria-labelledby="method">
  <h2 id="method">${t.method.heading}</h2>
  <ul>${[...t.method.items, t.method.guards({ visitorsPerIp: settings.visitorsPerIp, bounds: vitalBounds })].map((item) => html`<li>${item}</li>`)}</ul>
</section>
</main>
</body>
</html>
`;
  return page.value;
}
