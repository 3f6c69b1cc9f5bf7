import { axeViolations } from "../support/axe";
import { invoice } from "../../content/invoice";
import { quotation } from "../../content/quotation";
import { quotationRevision } from "../../content/quotation-revision";
import { staffOffice } from "../../content/staff-office";
import type { ReceivedMail } from "../support/smtp-server";
import { attachedPdfText, documentServer, pdfText } from "./document-server";
import { expect, test } from "./fixtures";

// After a phone call, staff revise a quotation in the office; the visitor gets the 改訂版 and accepts it;
// staff then issue the 請求書 and mark it paid.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const docs = documentServer("quotation-revision");

const linkIn = (mail: ReceivedMail) =>
  /http:\/\/127\.0\.0\.1:\d+(\/quotation\/([0-9a-f-]{36})\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text!)!;

test("staff revise a quotation after a call; the visitor accepts the 改訂版; staff invoice it and mark it paid", async ({
  page,
}) => {
  // The visitor's quote, through the calculator.
  const email = `revision-${Date.now()}@example.com`;
  await page.goto(`${docs.url}/pricing-calculator`);
  await page.locator("#quote-name").fill("Jane Smith");
  await page.locator("#quote-email").fill(email);
  await page.locator("#quote-company").fill("株式会社川崎商事");
  await page.getByTestId("quote-start").click();
  await page.locator('[data-category="web"]').click();
  await page.locator('[data-plan="web-basic"]').getByTestId("plan-choose").click();
  await page.getByTestId("spec-pages").fill("3");
  await expect(page.getByTestId("final-quote")).toBeEnabled();
  await page.getByTestId("final-quote").click();
  const first = await docs.mailTo(email, /Q-\d{4}-\d{4}/);
  const [, firstPath, quoteId] = linkIn(first);
  const reference = /Q-\d{4}-\d{4}/.exec(first.parsed.header("subject")!)![0];

  // A staff member signs in and opens the lead (the account made with the CLI, as the README says).
  await docs.signIn(page, "佐藤 花子");
  await page.goto(`${docs.url}/staff/leads/${quoteId}`);

  // The office speaks the staff member's language (the browser's until they choose one).
  const office = (await page.locator("html").getAttribute("lang")) === "en" ? "en" : "ja";
  const t = quotationRevision[office];
  await expect(page.getByRole("link", { name: `${t.downloadPdf} ${reference}` })).toBeVisible();
  expect(await axeViolations(page, 'section[aria-labelledby="quotation-versions"]')).toEqual([]);

  // Three pages become five, and a logo is added with a discount; keyboard only for the last step.
  await page.getByLabel(`${t.row(1)} ${t.quantity}`).fill("5");
  await page.getByLabel(`${t.row(3)} ${t.label}`).fill("ロゴ制作");
  await page.getByLabel(`${t.row(3)} ${t.unitPrice}`).fill("30000");
  await page.getByLabel(`${t.row(3)} ${t.discount}`).fill("5000");
  await page.getByLabel(t.delivery).fill("ご発注後3週間");
  await page.getByRole("button", { name: t.issue }).focus();
  await page.keyboard.press("Enter");
  const number = `${reference}-2`;
  await expect(page.getByText(t.issued(number))).toBeVisible();
  await expect(page.getByRole("link", { name: `${t.downloadPdf} ${number}` })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: `${reference} (${t.version(1)} · ${t.superseded})` })).toBeVisible();

  // The visitor's email: the 改訂版 with its own link and PDF.
  const revised = await docs.mailTo(email, new RegExp(number));
  const text = await attachedPdfText(revised);
  expect(text).toContain("【改訂版】");
  expect(text).toContain(`本書は見積番号 ${reference} に代わるものです。`);
  expect(text).toContain("納期 ご発注後3週間");
  expect(text).toContain("ページ制作 5ページ ￥10,000 ￥50,000");
  // The discount is a minus line of its own, not folded into the item's name.
  expect(text).toContain("ロゴ制作 1式 ￥30,000 ￥30,000 値引き（ロゴ制作） 1式 -￥5,000 -￥5,000");
  const [, revisedPath] = linkIn(revised);

  // Version 1's link: shown as revised, nothing to accept.
  await page.goto(`${docs.url}${firstPath}`);
  await expect(page.getByRole("status")).toContainText(quotation.ja.supersededBanner(number));
  await expect(page.getByRole("button", { name: quotation.ja.accept })).toHaveCount(0);

  // The revision is accepted.
  await page.goto(`${docs.url}${revisedPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("改訂版");
  await page.getByLabel(quotation.ja.order.ordererName).fill("川崎 花子");
  await page.getByRole("checkbox", { name: /税込/ }).check();
  await page.getByRole("button", { name: quotation.ja.accept }).click();
  await expect(page.getByRole("status")).toContainText("にお申し込みいただきました");
  await expect(page.getByRole("status")).toContainText(quotation.ja.order.acceptedBy("川崎 花子"));

  // Back in the office: the lead shows the order; the invoice is issued from it (keyboard only).
  await page.goto(`${docs.url}/staff/leads/${quoteId}`);
  await expect(page.locator("[data-quotation-status]")).toHaveAttribute("data-quotation-status", "accepted");
  await expect(page.getByText(staffOffice[office].lead.ordered, { exact: true })).toBeVisible();
  const inv = invoice[office];
  await page.getByRole("button", { name: inv.issue }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-invoice-number]")).toHaveText(/^INV-\d{4}-\d{4}$/);
  const invoiceNumber = (await page.locator("[data-invoice-number]").textContent())!.trim();
  await expect(page.getByText(inv.issued(invoiceNumber))).toBeVisible();
  await expect(page.locator("[data-invoice-paid]")).toHaveAttribute("data-invoice-paid", "no");
  expect(await axeViolations(page, 'section[aria-labelledby="invoice-heading"]')).toEqual([]);

  // The invoice PDF (staff only) and the visitor's email carry the 登録番号 and the tax per rate: 75,000 + 7,500.
  const pdfLink = page.getByRole("link", { name: `${inv.pdf} ${invoiceNumber}` });
  await expect(pdfLink).toBeVisible();
  const download = await page.request.get(`${docs.url}/staff/leads/${quoteId}/invoice.pdf`);
  expect(download.status()).toBe(200);
  const invoiceText = await pdfText(new Uint8Array(await download.body()));
  for (const expected of [
    "請求書",
    `請求番号: ${invoiceNumber}`,
    "登録番号: T9234567890123",
    "10%対象（税抜）: ￥75,000",
    "消費税（10%）: ￥7,500",
    "ご請求金額（税込） ￥82,500",
    "川崎信用金庫 溝口支店 普通 1234567",
  ])
    expect(invoiceText).toContain(expected);
  const mailed = await docs.mailTo(email, new RegExp(invoiceNumber));
  expect(await attachedPdfText(mailed)).toBe(invoiceText);

  // Marked paid: the page says so and the history has the entry.
  await page.getByRole("button", { name: inv.markPaid }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(inv.paidDone)).toBeVisible();
  await expect(page.locator("[data-invoice-paid]")).toHaveAttribute("data-invoice-paid", "yes");
  await expect(page.getByRole("button", { name: inv.markPaid })).toHaveCount(0);
  await expect(page.getByText(staffOffice[office].actions.invoice_paid!).first()).toBeVisible();
});
