import { mkdtempSync, readFileSync } from "node:fs";
import { axeViolations } from "../support/axe";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { test, expect } from "./fixtures";
import { quotation } from "../../content/quotation";
import { quoteBanner } from "../../content/quote-banner";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { spawnServer, type SpawnedServer } from "../support/spawn-server";

// A server of this file's own (port E2E_PORT + 1), sending through a real SMTP server the test reads.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let smtp: TestSmtpServer;
let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), "e2e-quotation-"));
  server = await spawnServer({
    port: Number(process.env.E2E_PORT ?? 3210) + 1,
    env: {
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      LOG_LEVEL: "debug",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: "0",
      AUTO_REPLIES_PER_IP_PER_HOUR: "0",
      INVOICE_REGISTRATION_NUMBER: "T9234567890123",
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The visitor's way through the calculator: web-basic, 3 pages, Get Final Quote. */
async function completeQuote(
  page: Page,
  email: string,
  language: "ja" | "en",
  company = "株式会社川崎商事",
): Promise<ReceivedMail> {
  const prefix = language === "en" ? "/en" : "";
  await page.goto(`${server.url}${prefix}/pricing-calculator`);
  await page.locator("#quote-name").fill("Jane Smith");
  await page.locator("#quote-email").fill(email);
  if (language === "ja") await page.locator("#quote-company").fill(company);
  await page.getByTestId("quote-start").click();
  await page.locator('[data-category="web"]').click();
  await page.locator('[data-plan="web-basic"]').getByTestId("plan-choose").click();
  await page.getByTestId("spec-pages").fill("3");
  await expect(page.getByTestId("final-quote")).toBeEnabled();
  await page.getByTestId("final-quote").click();
  await expect(page).toHaveURL((url) => url.pathname === (prefix || "/"));
  return expect
    .poll(() => smtp.received.find((m) => m.envelope.to.includes(email)), { timeout: 20_000 })
    .toBeTruthy()
    .then(() => smtp.received.find((m) => m.envelope.to.includes(email))!);
}

const hasPdf = (mail: ReceivedMail) => /Content-Type: application\/pdf/i.test(mail.raw);

const bannerCopy = quoteBanner.en;

const linkIn = (mail: ReceivedMail) =>
  /http:\/\/127\.0\.0\.1:\d+\/quotation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/.exec(mail.parsed.text!)![0];

test("a visitor completes a quote, gets the link to the quotation by email, opens the online copy and orders (ja)", async ({
  page,
}, testInfo) => {
  const email = `quotation-${Date.now()}@example.com`;
  const mail = await completeQuote(page, email, "ja");
  const reference = /Q-\d{4}-\d{4}/.exec(mail.parsed.header("subject")!)![0];
  // The first email to an address carries nothing typed into the calculator: the quotation is a link.
  expect(hasPdf(mail)).toBe(false);
  const pdf = new Uint8Array(await (await page.request.get(`${linkIn(mail)}/pdf`)).body());
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string;
  expect(text).toContain(`見積番号: ${reference}`);
  expect(text).toMatch(/株式会社川崎商事\s+Jane Smith 様/);
  expect(text).not.toContain("御中");
  expect(text.replace(/\s+/g, " ")).toContain("ページ制作 3ページ ￥10,000 ￥30,000");

  // The PDF drawn by pdf.js inside Chromium: a broken embedded font shows as missing or wrong glyphs here.
  await page.route("http://pdf.test/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/pdfjs.mjs")
      return route.fulfill({
        contentType: "text/javascript",
        body: readFileSync(join(process.cwd(), "node_modules/unpdf/dist/pdfjs.mjs")),
      });
    if (path === "/quotation.pdf") return route.fulfill({ contentType: "application/pdf", body: Buffer.from(pdf) });
    return route.fulfill({ contentType: "text/html", body: '<!doctype html><canvas id="c"></canvas>' });
  });
  await page.goto("http://pdf.test/");
  const ink = await page.evaluate(async () => {
    const pdfjs = await import("http://pdf.test/pdfjs.mjs" as string);
    const data = new Uint8Array(await (await fetch("/quotation.pdf")).arrayBuffer());
    const doc = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: false }).promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 2 });
    const canvas = document.getElementById("c") as HTMLCanvasElement;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await first.render({ canvasContext: context, viewport }).promise;
    // Dark pixels in the title's band (the top 12 % of the page).
    const band = context.getImageData(0, 0, canvas.width, Math.round(canvas.height * 0.12)).data;
    let dark = 0;
    for (let i = 0; i < band.length; i += 4) if (band[i]! < 128) dark++;
    return dark;
  });
  expect(ink).toBeGreaterThan(500);
  const png = await page.locator("#c").screenshot();
  await testInfo.attach("quotation-page-1.png", { body: png, contentType: "image/png" });

  // The online copy, from the email's link.
  const link = linkIn(mail);
  const viewToken = link.split("/").pop()!;
  const response = await page.goto(link);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-robots-tag"]).toContain("noindex");
  const t = quotation.ja;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await expect(page.getByText(reference).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.downloadPdf }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`御見積書_${reference}.pdf`);

  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(t.order.ordererName).fill("川崎 花子");
  await page.getByLabel(t.order.purchaseOrder).fill("PO-2611-042");
  await page.getByRole("checkbox", { name: t.order.confirm("￥33,000") }).check();
  await page.getByRole("button", { name: t.accept }).click();
  await expect(page.getByRole("status")).toContainText("にお申し込みいただきました");
  await expect(page.getByRole("status")).toContainText(t.order.acceptedBy("川崎 花子"));
  await expect(page.getByRole("status")).toContainText(t.order.purchaseOrderIs("PO-2611-042"));
  await expect(page.getByRole("button", { name: t.accept })).toHaveCount(0);

  const notification = await expect
    .poll(() => smtp.received.find((m) => m.parsed.header("subject") === `[見積承諾 ${reference}] Jane Smith 様`), {
      timeout: 15_000,
    })
    .toBeTruthy()
    .then(() => smtp.received.find((m) => m.parsed.header("subject") === `[見積承諾 ${reference}] Jane Smith 様`)!);
  expect(notification.envelope.to).toEqual(["inbox@tamagawa-digital.jp"]);
  expect(notification.parsed.text).toContain(reference);
  await expect
    .poll(() =>
      smtp.received.some(
        (m) => m.envelope.to.includes(email) && /お申し込みを承りました/.test(m.parsed.header("subject")!),
      ),
    )
    .toBe(true);
  const confirmation = smtp.received.find(
    (m) => m.envelope.to.includes(email) && /お申し込みを承りました/.test(m.parsed.header("subject")!),
  )!;
  expect(confirmation.parsed.text).toContain("￥33,000");
  expect(confirmation.parsed.text).toContain(link);
  expect(hasPdf(confirmation)).toBe(true);

  // Neither token reaches the logs, at LOG_LEVEL=debug. The server's output reaches the test through a pipe, later
  // than its answers: wait for the acceptance's own line, then check what came with it.
  const logs = () => server.stdout() + server.stderr();
  await expect.poll(logs).toContain("quotation_accepted");
  expect(logs()).not.toContain(viewToken);
});

test.describe("without JavaScript", () => {
  // A refused order answers 422 with the page: the browser logs the status, nothing failed.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test("the order form refuses a web address as the orderer's name, keeps what was typed, then takes the order; a long company name covers nothing", async ({
    page: scripted,
    browser,
  }) => {
    const email = `order-nojs-${Date.now()}@example.com`;
    const company = "株式会社川崎ロジスティクス・インターナショナル・ホールディングス東日本統括本部第二営業部";
    // The calculator needs script; the online copy is opened in a context without it.
    const mail = await completeQuote(scripted, email, "ja", company);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const reference = /Q-\d{4}-\d{4}/.exec(mail.parsed.header("subject")!)![0];
    const t = quotation.ja;

    await page.goto(linkIn(mail));
    // The long addressee wraps in its own column: the quotation number stays clear and nothing spills sideways.
    const number = page.locator(".meta");
    const recipient = page.locator(".recipient");
    await expect(number).toContainText(reference);
    const [a, b] = [(await number.boundingBox())!, (await recipient.boundingBox())!];
    expect(a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
    expect(await page.locator("main").evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
    const issuer = (await page.locator(".issuer").boundingBox())!;
    const recipientBox = b;
    expect(recipientBox.x + recipientBox.width <= issuer.x || issuer.y >= recipientBox.y + recipientBox.height).toBe(
      true,
    );

    await page.getByLabel(t.order.ordererName).fill("経理 evil．com");
    await page.getByLabel(t.order.purchaseOrder).fill("PO-77");
    await page.getByRole("checkbox", { name: t.order.confirm("￥33,000") }).check();
    await page.getByRole("button", { name: t.accept }).click();
    await expect(page.getByRole("alert")).toContainText(t.order.ordererNameHasLink);
    await expect(page.getByLabel(t.order.ordererName)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(t.order.purchaseOrder)).toHaveValue("PO-77");
    // The refused page has no axe violations (axe needs script: checked in the scripted page, the same HTML).
    await scripted.goto(linkIn(mail));
    await scripted.getByLabel(t.order.ordererName).fill("経理 evil．com");
    await scripted.getByRole("checkbox", { name: t.order.confirm("￥33,000") }).check();
    await scripted.getByRole("button", { name: t.accept }).click();
    await expect(scripted.getByRole("alert")).toContainText(t.order.ordererNameHasLink);
    expect(await axeViolations(scripted)).toEqual([]);
    // The summary's link takes the keyboard to the field.
    await page.getByRole("alert").getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(t.order.ordererName)).toBeFocused();

    await page.getByLabel(t.order.ordererName).fill("経理 花子");
    await page.getByRole("checkbox", { name: t.order.confirm("￥33,000") }).check();
    await page.getByRole("button", { name: t.accept }).click();
    await expect(page.getByRole("status")).toContainText(t.order.acceptedBy("経理 花子"));
    await expect(page.getByRole("status")).toContainText(t.order.purchaseOrderIs("PO-77"));
    await context.close();
  });
});

test("an expired quotation answers 410 with a link that starts a fresh quote with the same choices", async ({
  page,
}) => {
  const email = `expired-${Date.now()}@example.com`;
  const mail = await completeQuote(page, email, "en");
  const link = linkIn(mail);
  const [, , , , id, viewToken] = link.split("/");
  // The clock fixed past the validity end: the quotation's end moved into the past.
  const sqlite = new BetterSqlite3(join(dataDir, "site.db"));
  sqlite.prepare("update quotes set valid_until = ? where id = ?").run("2020-01-01T14:59:59.999Z", id);
  sqlite.close();

  const refused = await page.request.post(`${server.url}/api/quotes/${id}/accept`, {
    headers: { authorization: `Bearer ${viewToken}` },
  });
  expect(refused.status()).toBe(410);
  const body = (await refused.json()) as { error: { message: string }; restartUrl: string };
  expect(body.error.message).toBe(quotation.en.expired);
  expect(body.restartUrl).toBe(`${server.url}/en/pricing-calculator?plan=web-basic&pages=3&revisions=2`);

  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText(quotation.en.expired);
  await page.getByRole("link", { name: quotation.en.restart }).click();
  await expect(page).toHaveURL(/\/en\/pricing-calculator\?plan=web-basic/);
  await page.locator("#quote-name").fill("Jane Smith");
  await page.locator("#quote-email").fill(email);
  await page.getByTestId("quote-start").click();
  await expect(page.getByTestId("pricing-calculator")).toHaveAttribute("data-step", "configure");
  await expect(page.getByTestId("spec-pages")).toHaveValue("3");
  await expect(page.getByTestId("spec-revisions")).toHaveValue("2");
});

test("after the final quote the home page shows a banner with the quotation number, its links and the next step, until dismissed", async ({
  page,
}) => {
  const email = `banner-${Date.now()}@example.com`;
  const mail = await completeQuote(page, email, "en");
  const reference = /Q-\d{4}-\d{4}/.exec(mail.parsed.header("subject")!)![0];
  const emailed = new URL(linkIn(mail)).pathname;
  const id = emailed.split("/")[2]!;

  const banner = page.getByTestId("quote-banner");
  await expect(banner).toBeVisible();
  await expect(page.getByTestId("quote-banner-number")).toHaveText(reference);
  // It floats over the page: nothing of the prerendered home page moves for it.
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  expect(await axeViolations(page, '[data-testid="quote-banner"]')).toEqual([]);

  const view = banner.getByRole("link", { name: bannerCopy.view });
  // The same online copy as the email's, through the browser's own token (an order through it is held for staff).
  await expect(view).toHaveAttribute("href", new RegExp(`^/quotation/${id}/[A-Za-z0-9_-]{43}$`));
  const link = (await view.getAttribute("href"))!;
  expect(link).not.toBe(emailed);
  const opened = await page.request.get(`${server.url}${link}`);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain(reference);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    banner.getByRole("link", { name: bannerCopy.pdf }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await page.request.get(`${server.url}${link}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  await expect(banner.getByRole("link", { name: bannerCopy.call })).toHaveAttribute("href", "/en/contact#schedule");

  await banner.getByRole("button", { name: bannerCopy.dismiss }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page.waitForFunction(() => document.readyState === "complete");
  await expect(page.getByTestId("quote-banner")).toHaveCount(0);
});
