import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFDict, PDFName, PDFRawStream, PDFArray, PDFRef } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { planCard } from "../../content/pricing-plans";
import { pricingLabels } from "../../content/pricing-labels";
import type { Locale } from "../../domain/i18n/locales";
import { calculatePrice, formatYen, planIds, taxBreakdown, type PlanId } from "../../domain/pricing/pricing";
import { countBounds, normalizeSpecifications, planInputs } from "../../domain/pricing/pricing-specifications";
import { quotationDocument, type QuotationFacts } from "./quotation-document";
import { renderQuotationPdf } from "./quotation-pdf";

/** Away from the defaults where a plan has counts, so quantities and amounts are really read from the quote. */
function sampleSpecs(planId: PlanId) {
  // IT consulting keeps its default hours, whose amount is below the minimum charge: the top-up line shows.
  if (planId === "it-consulting") return normalizeSpecifications(planId, {});
  const specs: Record<string, unknown> = {};
  for (const field of planInputs(planId)) {
    if (field in countBounds) {
      const { min, max } = countBounds[field as keyof typeof countBounds];
      specs[field] = Math.min(max, min + 3);
    }
  }
  return normalizeSpecifications(planId, specs);
}

function facts(planId: PlanId, language: Locale): QuotationFacts {
  return {
    id: "5b0e7c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e",
    reference: "Q-2611-0042",
    name: language === "ja" ? "山田 太郎" : "Jane Smith",
    email: "client@example.jp",
    company: language === "ja" ? "株式会社川崎商事" : "Kawasaki Trading Ltd.",
    language,
    planId,
    specifications: sampleSpecs(planId),
    issuedAt: "2026-11-23T16:30:00.000Z", // 24 November in Japan
    validUntil: "2026-12-24T14:59:59.999Z", // end of 24 December in Japan
  };
}

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string;
/** unpdf joins a line's runs with spaces and ends lines with newlines: compare on single spaces. */
const squash = (s: string) => s.replace(/\s+/g, " ");

describe("the quotation PDF", () => {
  for (const language of ["ja", "en"] as const) {
    it(`shows number, dates, recipient, every line item and the totals of all 22 plans in ${language}`, async () => {
      expect(planIds).toHaveLength(22);
      for (const planId of planIds) {
        const q = facts(planId, language);
        const pdf = await renderQuotationPdf(quotationDocument(q, "T1234567890123"));
        expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
        const text = squash(await textOf(pdf));
        const labels = pricingLabels[language];
        // The server's own computation, independently of the document model.
        const { total, lines } = calculatePrice(planId, q.specifications);
        const { tax, totalWithTax } = taxBreakdown(total);
        const yen = (n: number) => formatYen(n, language);

        expect(text).toContain(language === "ja" ? "御見積書" : "Quotation");
        expect(text).toContain(language === "ja" ? "見積番号: Q-2611-0042" : "Quotation No.: Q-2611-0042");
        expect(text).toContain(language === "ja" ? "発行日: 2026年11月24日" : "Issue date: November 24, 2026");
        expect(text).toContain(language === "ja" ? "有効期限: 2026年12月24日" : "Valid until: December 24, 2026");
        if (language === "ja") {
          expect(text).toContain("株式会社川崎商事 御中");
          expect(text).toContain("山田 太郎 様");
        } else {
          expect(text).toContain("Kawasaki Trading Ltd.");
          expect(text).toContain("Jane Smith");
        }
        expect(text).toContain(company.legalName[language]);
        expect(text).toContain(company.email);
        expect(text).toContain("T1234567890123");
        expect(text).toContain(planCard(planId, language)!.title);
        for (const line of lines) {
          const label = line.unit ? labels.unitItems[line.unit] : labels.lineKinds[line.kind];
          const quantity = line.unit && line.quantity !== undefined ? labels.quantity[line.unit](line.quantity) : null;
          const unitPrice = line.unitPrice !== undefined && line.unit ? line.unitPrice : line.amount;
          expect(text, `${planId} ${label}`).toContain(
            `${label} ${quantity ?? (language === "ja" ? "1式" : "1 lot")} ${yen(unitPrice)} ${yen(line.amount)}`,
          );
        }
        if (planId === "it-consulting") expect(lines.some((l) => l.kind === "minimumAdjustment")).toBe(true);
        expect(text).toContain(`${labels.subtotal} ${yen(total)}`);
        expect(text).toContain(`${labels.tax} ${yen(tax)}`);
        expect(text).toContain(`${labels.totalWithTax} ${yen(totalWithTax)}`);
        expect(text).toContain(language === "ja" ? "お支払い条件" : "Payment terms");
      }
    }, 120_000);
  }

  it("leaves the registration number out when none is configured", async () => {
    const text = await textOf(await renderQuotationPdf(quotationDocument(facts("seo", "ja"), undefined)));
    expect(text).not.toContain("登録番号");
    expect(text).toContain("御見積書");
  });

  it("embeds a subset of Noto Sans JP whose glyphs for the title have outlines and widths", async () => {
    const pdf = await renderQuotationPdf(quotationDocument(facts("web-basic", "ja"), undefined));
    const doc = await PDFDocument.load(pdf);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    expect(fonts).toHaveLength(1);
    const descriptor = fonts[0]!;
    expect(String(descriptor.get(PDFName.of("FontName")))).toMatch(/^\/NotoSansJP/);
    const file = doc.context.lookup(descriptor.get(PDFName.of("FontFile2")) as PDFRef) as PDFRawStream;
    const program = inflateSync(file.contents);
    // The full font is 5.4 MB; the subset holds only the glyphs used.
    expect(program.length).toBeLessThan(400_000);
    const subset = fontkit.create(Buffer.from(program));
    const full = fontkit.create(
      Buffer.from((await import("node:fs")).readFileSync((await import("./quotation-pdf")).quotationFontPath())),
    );
    // Glyphs in the subset keep the full font's outlines: compare the title's glyphs by their path.
    const title = full.layout("御見積書").glyphs;
    const widths = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .find((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of("W")) instanceof PDFArray);
    expect(widths).toBeDefined();
    const subsetPaths = new Set(
      Array.from({ length: subset.numGlyphs }, (_, id) => subset.getGlyph(id).path.toSVG()).filter(Boolean),
    );
    for (const glyph of title) {
      expect(glyph.path.toSVG()).not.toBe("");
      expect(subsetPaths.has(glyph.path.toSVG())).toBe(true);
    }
  });
});
