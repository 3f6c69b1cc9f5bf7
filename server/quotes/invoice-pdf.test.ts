import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { invoiceDocument, voidedCopy } from "./invoice-document";
import { quotationDocument, type QuotationFacts } from "./quotation-document";
import { renderDocumentPdf } from "./quotation-pdf";
import { amountsOf } from "./document-amounts";

const squash = (s: string) => s.replace(/\s+/g, " ");
const textOf = async (pdf: Uint8Array) =>
  squash((await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string);

const lines = [
  { label: "Page production", quantity: 5, unit: "page" as const, unitPrice: 10_000, discount: 0, monthly: false },
  { label: "Logo", quantity: 1, unit: null, unitPrice: 30_000, discount: 5_000, monthly: false },
];

function accepted(language: "ja" | "en"): QuotationFacts {
  return {
    id: "5b0e7c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e",
    reference: "Q-2611-0042-2",
    name: language === "ja" ? "山田 太郎" : "Jane Smith",
    email: "client@example.jp",
    company: language === "ja" ? "株式会社川崎商事" : "Kawasaki Trading Ltd.",
    language,
    planId: "web-basic",
    specifications: { pages: 5 },
    issuedAt: "2026-11-23T16:30:00.000Z",
    validUntil: "2026-12-24T14:59:59.999Z",
    lines,
  };
}

const facts = {
  number: "INV-2612-0001",
  issuedAt: "2026-12-01T01:00:00.000Z", // 1 December in Japan
  dueDate: "2026-12-31T14:59:59.999Z", // end of 31 December in Japan
  supplyDate: "2026-11-27T15:00:00.000Z", // 28 November in Japan
  registrationNumber: "T9234567890123",
  bankDetails: "Kawasaki Shinkin Bank, Mizonokuchi branch, ordinary 1234567",
};

describe("the invoice PDF", () => {
  it("prints what a qualified invoice needs, in English, on the quotation's layout", async () => {
    const quotation = quotationDocument(accepted("en"), undefined);
    const amounts = amountsOf(lines);
    expect(amounts).toEqual({
      subtotal: 75_000,
      tax: 7_500,
      total: 82_500,
      rates: [{ rate: 10, subtotal: 75_000, tax: 7_500 }],
    });
    const document = invoiceDocument(quotation, lines, facts);
    const text = await textOf(await renderDocumentPdf(document, new Date(facts.issuedAt)));
    for (const expected of [
      "Invoice",
      "Invoice no.: INV-2612-0001",
      "Issue date: December 1, 2026",
      "Due date: December 31, 2026",
      "Kawasaki Trading Ltd.",
      "Transaction date November 28, 2026",
      "Quotation no. Q-2611-0042-2",
      // Registration number added at issue, although the quotation was issued without one.
      "Registration No.: T9234567890123",
      "Subject to 10% (before tax): ¥75,000",
      "Consumption tax (10%): ¥7,500",
      "Amount due (incl. tax) ¥82,500",
      facts.bankDetails,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Valid until");
  });

  it("keeps one registration number when the quotation already printed one", async () => {
    const document = invoiceDocument(quotationDocument(accepted("ja"), "T9999999999999"), lines, facts);
    const issuer = document.issuer.lines.join("\n");
    expect(issuer).toContain("登録番号: T9234567890123");
    expect(issuer).not.toContain("T9999999999999");
    const text = await textOf(await renderDocumentPdf(document, new Date(facts.issuedAt)));
    expect(text).toContain("請求書");
    expect(text).toContain("取引年月日 2026年11月28日");
    expect(text).toContain("お支払期限: 2026年12月31日");
  });

  it("bills a monthly line for its 対象期間 apart from the one-off lines, taxed once for the document", async () => {
    const withMonthly = [
      ...lines,
      { label: "保守サポート", quantity: 1, unit: null, unitPrice: 5_001, discount: 0, monthly: true },
    ];
    const quotation = quotationDocument({ ...accepted("ja"), lines: withMonthly }, undefined);
    const document = invoiceDocument(quotation, withMonthly, facts);
    const text = await textOf(await renderDocumentPdf(document, new Date(facts.issuedAt)));
    for (const expected of [
      "保守サポート（月額・対象期間 2026年11月分）",
      "値引き（Logo）",
      "-￥5,000",
      "取引年月日 2026年11月28日 対象期間 2026年11月分",
      "初期費用 小計（税抜） ￥75,000 初期費用 消費税（10%） ￥7,500 初期費用 合計（税込） ￥82,500",
      // 80,001 × 10% is rounded once for the whole invoice (8,000): the monthly part takes what the one-off leaves.
      "月額 小計（税抜・2026年11月分） ￥5,001 月額 消費税（10%） ￥500 月額 合計（税込） ￥5,501",
      "合計（税込） ￥88,001",
      "10%対象（税抜）: ￥80,001",
      "消費税（10%）: ￥8,000",
      "ご請求金額（税込） ￥88,001",
    ])
      expect(text).toContain(expected);
  });

  it("marks a voided copy 取消 with its reason, and a re-issue names the invoice it replaces", async () => {
    const issued = invoiceDocument(quotationDocument(accepted("ja"), undefined), lines, facts);
    const voided = await textOf(
      await renderDocumentPdf(voidedCopy(issued, "2026-12-02T03:00:00.000Z", "宛名の誤り"), new Date(facts.issuedAt)),
    );
    expect(voided).toContain("【取消】");
    expect(voided).toContain("この請求書は2026年12月2日に取り消しました。取消理由: 宛名の誤り");
    expect(issued.revision).toBeNull();
    const reissue = invoiceDocument(quotationDocument(accepted("en"), undefined), lines, {
      ...facts,
      number: "INV-2612-0002",
      replaces: "INV-2612-0001",
    });
    const text = await textOf(await renderDocumentPdf(reissue, new Date(facts.issuedAt)));
    expect(text).toContain("Replaces voided invoice INV-2612-0001");
    expect(text).toContain("This invoice replaces invoice No. INV-2612-0001, which has been voided.");
  });
});
