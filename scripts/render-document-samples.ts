/**
 * Renders sample documents with the real document code into docs/samples/: a quotation, its revision
 * (改訂版), the invoice of the revision and that invoice voided (取消). Fixed facts and dates, so a
 * re-run gives the same pages; run it after a change to how documents look:
 *
 *   npx tsx scripts/render-document-samples.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_PAYMENT_TERMS } from "../domain/invoices/payment-terms";
import { invoiceDocument, voidedCopy } from "../server/quotes/invoice-document";
import {
  computedLines,
  quotationDocument,
  type QuotationFacts,
  type QuotationLine,
} from "../server/quotes/quotation-document";
import { renderDocumentPdf, type PrintedDocument } from "../server/quotes/quotation-pdf";

const REGISTRATION = "T9234567890123";
const out = resolve(import.meta.dirname, "../docs/samples");

const first: QuotationFacts = {
  id: "5b0e7c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e",
  reference: "Q-2611-0042",
  name: "山田 太郎",
  email: "taro.yamada@example.jp",
  company: "株式会社川崎商事",
  language: "ja",
  planId: "web-basic",
  specifications: { pages: 5, revisions: 2 },
  issuedAt: "2026-11-20T01:00:00.000Z",
  validUntil: "2026-12-20T14:59:59.999Z",
  contactPerson: "佐藤 花子",
};

// The revision after a call: the calculator's lines, a logo with a discount, monthly maintenance.
const revisedLines: QuotationLine[] = [
  ...computedLines(first.planId, first.specifications, "ja"),
  { label: "ロゴ制作", quantity: 1, unit: null, unitPrice: 30_000, discount: 5_000, monthly: false },
  { label: "保守サポート", quantity: 1, unit: "month", unitPrice: 5_000, discount: 0, monthly: true },
];
const revision: QuotationFacts = {
  ...first,
  reference: "Q-2611-0042-2",
  issuedAt: "2026-11-25T02:00:00.000Z",
  validUntil: "2026-12-25T14:59:59.999Z",
  lines: revisedLines,
  subject: "コーポレートサイト制作（5ページ）のお見積り",
  delivery: "ご発注後4週間",
  extraNotes: "お打ち合わせ（11月24日）の内容を反映しました。",
  supersedes: first.reference,
};

const quotation = quotationDocument(first, REGISTRATION, DEFAULT_PAYMENT_TERMS);
const revised = quotationDocument(revision, REGISTRATION, DEFAULT_PAYMENT_TERMS);
const invoice = invoiceDocument(revised, revisedLines, {
  number: "INV-2612-0001",
  issuedAt: "2026-12-01T01:00:00.000Z",
  dueDate: "2027-01-31T14:59:59.999Z",
  supplyDate: "2026-11-30T03:00:00.000Z",
  registrationNumber: REGISTRATION,
  bankDetails: "川崎信用金庫 溝口支店 普通 1234567 カ）タマガワデジタルワークス",
});
const voided = voidedCopy(invoice, "2026-12-02T01:00:00.000Z", "宛名の部署名の誤り");

const samples: [string, PrintedDocument, string][] = [
  ["quotation.pdf", quotation, first.issuedAt],
  ["quotation-revision.pdf", revised, revision.issuedAt],
  ["invoice.pdf", invoice, "2026-12-01T01:00:00.000Z"],
  ["invoice-voided.pdf", voided, "2026-12-01T01:00:00.000Z"],
];

mkdirSync(out, { recursive: true });
for (const [name, document, issuedAt] of samples) {
  const bytes = await renderDocumentPdf(document, new Date(issuedAt));
  writeFileSync(resolve(out, name), bytes);
  console.log(`docs/samples/${name}: ${bytes.length} bytes`);
}
