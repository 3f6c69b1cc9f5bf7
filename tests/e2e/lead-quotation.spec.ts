import { invoice } from "../../content/invoice";
import { quotation } from "../../content/quotation";
import { quotationRevision } from "../../content/quotation-revision";
import { axeViolations } from "../support/axe";
import { formToken } from "../support/form-tokens";
import { attachedPdfText, documentServer } from "./document-server";
import { expect, test } from "./fixtures";

// An enquiry asks for a quotation; staff make one on the lead's page with lines of their own; the visitor
// orders it from the emailed link; staff issue the invoice from the quotation's page.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const docs = documentServer("lead-quotation");

test("staff make a quotation with free lines from an enquiry; the visitor orders it; staff invoice it", async ({
  page,
}) => {
  const email = `enquiry-${Date.now()}@example.com`;
  const enquiry = await page.request.post(`${docs.url}/api/contact`, {
    data: {
      name: "山田 太郎",
      email,
      company: "山田商店",
      message: "新しいホームページのお見積もりをお願いできますか。",
      language: "ja",
      formToken: formToken("contact"),
    },
  });
  expect(enquiry.status()).toBe(201);
  const { id: leadId } = (await enquiry.json()) as { id: string };

  await docs.signIn(page, "佐藤 花子");

  await page.goto(`${docs.url}/staff/leads/${leadId}`);
  const office = (await page.locator("html").getAttribute("lang")) === "en" ? "en" : "ja";
  const t = quotationRevision[office];
  await expect(page.getByRole("heading", { name: t.newHeading })).toBeVisible();
  expect(await axeViolations(page, 'section[aria-labelledby="lead-quotation"]')).toEqual([]);
  const form = page.locator('section[aria-labelledby="lead-quotation"]');
  const cell = (row: number, field: string) => form.getByLabel(`${t.row(row)} ${field}`, { exact: true });

  // Two lines, then more rows (the form comes back longer, what was typed kept), then two more lines.
  await cell(1, t.label).fill("Webサイト制作一式");
  await cell(1, t.unitPrice).fill("300000");
  await cell(2, t.label).fill("撮影");
  await cell(2, t.quantity).fill("3");
  await cell(2, t.unit).selectOption("hour");
  await cell(2, t.unitPrice).fill("20000");
  await cell(2, t.discount).fill("10000");
  await page.getByRole("button", { name: t.addRows }).click();
  await expect(cell(10, t.label)).toBeVisible();
  await expect(cell(1, t.label)).toHaveValue("Webサイト制作一式");
  await expect(cell(2, t.unit)).toHaveValue("hour");
  await cell(6, t.label).fill("お茶菓子");
  await cell(6, t.quantity).fill("2");
  await cell(6, t.unit).selectOption("item");
  await cell(6, t.unitPrice).fill("1500");
  await cell(6, t.taxRate).selectOption("8");
  await cell(7, t.label).fill("保守サポート");
  await cell(7, t.unit).selectOption("month");
  await cell(7, t.unitPrice).fill("5000");
  await cell(7, t.monthly).check();
  await form.getByLabel(t.subject, { exact: true }).fill("ホームページ制作のお見積り");
  expect(await axeViolations(page, 'section[aria-labelledby="lead-quotation"]')).toEqual([]);
  // Issued with the keyboard.
  await page.getByRole("button", { name: t.issueNew }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/leads\/[0-9a-f-]{36}\?done=quotation/);
  const number = new URL(page.url()).searchParams.get("number")!;
  await expect(page.getByText(t.issuedNew(number))).toBeVisible();
  const quoteId = /\/staff\/leads\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole("link", { name: `${t.downloadPdf} ${number}` })).toBeVisible();

  // One-off: 300,000 + 60,000 − 10,000 = 350,000 at 10% (35,000), 3,000 at 8% (240): 388,240. Monthly 5,500.
  const mailed = await docs.mailTo(email, new RegExp(number));
  expect(mailed.parsed.text).toContain("初期費用 合計（税込）: ￥388,240");
  expect(mailed.parsed.text).toContain("月額 合計（税込）: ￥5,500");
  const quotationText = await attachedPdfText(mailed);
  for (const expected of [
    "件名 ホームページ制作のお見積り",
    "撮影 3時間 ￥20,000 ￥60,000 値引き（撮影） 1式 -￥10,000 -￥10,000",
    "お茶菓子 ※ 2件 ￥1,500 ￥3,000",
    "保守サポート（月額） 1か月 ￥5,000 ￥5,000",
    "初期費用 消費税（10%） ￥35,000 初期費用 消費税（8%） ￥240",
    "お見積金額（税込） ￥388,240",
  ])
    expect(quotationText).toContain(expected);

  // The visitor orders from the emailed link.
  const link = /http:\/\/127\.0\.0\.1:\d+(\/quotation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43})/.exec(mailed.parsed.text!)!;
  await page.goto(`${docs.url}${link[1]}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(quotation.ja.title);
  await page.getByLabel(quotation.ja.order.ordererName).fill("山田 太郎");
  await page.getByRole("checkbox", { name: /税込/ }).check();
  await page.getByRole("button", { name: quotation.ja.accept }).click();
  await expect(page.getByRole("status")).toContainText(quotation.ja.order.acceptedBy("山田 太郎"));
  // The confirmation of the order quotes the same number.
  await expect
    .poll(
      () =>
        docs.received().filter((m) => m.envelope.to.includes(email) && m.parsed.header("subject")?.includes(number))
          .length,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);

  // Staff invoice it from the quotation's page.
  await page.goto(`${docs.url}/staff/leads/${quoteId}`);
  await expect(page.locator("[data-quotation-status]")).toHaveAttribute("data-quotation-status", "accepted");
  const inv = invoice[office];
  await page.getByRole("button", { name: inv.issue }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-invoice-number]")).toHaveText(/^INV-\d{4}-\d{4}$/);
  const invoiceNumber = (await page.locator("[data-invoice-number]").textContent())!.trim();
  await expect(page.getByText(inv.issued(invoiceNumber))).toBeVisible();
  expect(await axeViolations(page, 'section[aria-labelledby="invoice-heading"]')).toEqual([]);
  const invoiceMail = await docs.mailTo(email, new RegExp(invoiceNumber));
  const invoiceText = await attachedPdfText(invoiceMail);
  // One-off and one month: 10% on 355,000 (35,500), 8% on 3,000 (240): 393,740.
  for (const expected of [
    `請求番号: ${invoiceNumber}`,
    `見積番号 ${number}`,
    "10%対象（税抜）: ￥355,000",
    "消費税（10%）: ￥35,500",
    "8%対象（税抜）: ￥3,000",
    "消費税（8%）: ￥240",
    "ご請求金額（税込） ￥393,740",
  ])
    expect(invoiceText).toContain(expected);

  // The enquiry's page lists the quotation made from it.
  await page.goto(`${docs.url}/staff/leads/${leadId}`);
  await expect(page.getByRole("link", { name: number })).toBeVisible();
});
