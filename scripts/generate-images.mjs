#!/usr/bin/env node
// Regenerates the raster icons and the social-sharing image from their sources
// (public/favicon.svg, scripts/assets/og-image.html) with Debian's Chromium.
// Run after changing the logo: node scripts/generate-images.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const root = new URL("..", import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const svg = readFileSync(`${root}public/favicon.svg`, "utf8");

async function png(size, html, path) {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  await page.setContent(html);
  const buf = await page.screenshot({ path, omitBackground: true });
  await page.close();
  return buf;
}
const icon = (s) => `<html><body style="margin:0">${svg.replace("<svg ", `<svg width="${s}" height="${s}" `)}</body></html>`;

for (const [s, name] of [[512, "icon-512.png"], [192, "icon-192.png"], [180, "apple-touch-icon.png"]]) {
  await png({ width: s, height: s }, icon(s), `${root}public/${name}`);
}
// favicon.ico: a single 32x32 PNG wrapped in an ICO container (supported since Windows Vista).
const ico32 = await png({ width: 32, height: 32 }, icon(32));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6); header.writeUInt8(32, 7); header.writeUInt16LE(1, 10); header.writeUInt16LE(32, 12);
header.writeUInt32LE(ico32.length, 14); header.writeUInt32LE(22, 18);
writeFileSync(`${root}public/favicon.ico`, Buffer.concat([header, ico32]));

const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await og.goto(`file://${root}scripts/assets/og-image.html`);
await og.screenshot({ path: `${root}public/og-image.jpg`, type: "jpeg", quality: 85 });
await browser.close();
console.log("images written to public/");
