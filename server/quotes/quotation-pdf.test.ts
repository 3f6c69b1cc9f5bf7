import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFDict, PDFName, PDFRawStream, PDFArray, PDFRef } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { planCard } from "../../content/pricing-plans";
import { pricingLabels } from "../../content/pricing-labels";
import { quotation } from "../../content/quotation";
import type { Locale } from "../../domain/i18n/locales";
import {
  calculatePrice,
  formatYen,
  planBilling,
  planIds,
  taxBreakdown,
  type PlanId,
} from "../../domain/pricing/pricing";

const isMonthly = (id: PlanId) => planBilling(id) === "monthly";
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
        const pdf = await renderQuotationPdf(quotationDocument(q, "T9234567890123"));
        expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
        const text = squash(await textOf(pdf));
        const labels = pricingLabels[language];
        // The server's own computation, independently of the document model: one-off and monthly apart.
        const { lines } = calculatePrice(planId, q.specifications);
        const monthlyKind = (kind: string) => isMonthly(planId) && kind !== "setup";
        const groups = [false, true].map((monthly) =>
          lines.filter((line) => monthlyKind(line.kind) === monthly).reduce((sum, line) => sum + line.amount, 0),
        );
        const yen = (n: number) => formatYen(n, language);

        expect(text).toContain(language === "ja" ? "御見積書" : "Quotation");
        expect(text).toContain(language === "ja" ? "見積番号: Q-2611-0042" : "Quotation No.: Q-2611-0042");
        expect(text).toContain(language === "ja" ? "発行日: 2026年11月24日" : "Issue date: November 24, 2026");
        expect(text).toContain(language === "ja" ? "有効期限: 2026年12月24日" : "Valid until: December 24, 2026");
        if (language === "ja") {
          expect(text).toContain("株式会社川崎商事 山田 太郎 様");
          expect(text).not.toContain("御中");
        } else {
          expect(text).toContain("Kawasaki Trading Ltd.");
          expect(text).toContain("Jane Smith");
        }
        expect(text).toContain(company.legalName[language]);
        expect(text).toContain(company.email);
        expect(text).toContain("T9234567890123");
        expect(text).toContain(planCard(planId, language)!.title);
        for (const line of lines) {
          const label = line.unit ? labels.unitItems[line.unit] : labels.lineKinds[line.kind];
          const quantity = line.unit && line.quantity !== undefined ? labels.quantity[line.unit](line.quantity) : null;
          const unitPrice = line.unitPrice !== undefined && line.unit ? line.unitPrice : line.amount;
          const marked = monthlyKind(line.kind) ? quotation[language].monthlyLine(label) : label;
          expect(text, `${planId} ${label}`).toContain(
            `${marked} ${quantity ?? (language === "ja" ? "1式" : "1 lot")} ${yen(unitPrice)} ${yen(line.amount)}`,
          );
        }
        if (planId === "it-consulting") expect(lines.some((l) => l.kind === "minimumAdjustment")).toBe(true);
        const monthlyLines = lines.some((line) => monthlyKind(line.kind));
        const oneOffLines = lines.some((line) => !monthlyKind(line.kind));
        groups.forEach((subtotal, n) => {
          const words = n ? quotation[language].monthlySums : quotation[language].oneOffSums;
          if (!(n ? monthlyLines : oneOffLines)) return expect(text).not.toContain(words.subtotal);
          // Each group taxed on its own: never added into the other.
          const { tax, totalWithTax } = taxBreakdown(subtotal);
          expect(text).toContain(`${words.subtotal} ${yen(subtotal)}`);
          expect(text).toContain(`${words.tax(10)} ${yen(tax)}`);
          expect(text).toContain(`${words.total} ${yen(totalWithTax)}`);
        });
        expect(text).toContain(language === "ja" ? "見積条件・備考" : "Terms and notes");
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

interface Box {
  str: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every run of text with its box on the page (PDF points, origin bottom left). */
async function textBoxes(pdf: Uint8Array): Promise<Box[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const boxes: Box[] = [];
  for (let n = 1; n <= proxy.numPages; n++) {
    const content = await (await proxy.getPage(n)).getTextContent();
    for (const item of content.items as { str: string; transform: number[]; width: number; height: number }[])
      if (item.str.trim())
        boxes.push({
          str: item.str,
          page: n,
          x: item.transform[4]!,
          y: item.transform[5]!,
          width: item.width,
          height: item.height,
        });
  }
  return boxes;
}

const overlaps = (a: Box, b: Box) =>
  a.page === b.page &&
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

function collisions(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlaps(a, b) && found.push(`${a.str} ⟷ ${b.str}`)));
  return found;
}

describe("the quotation follows Japanese business norms", () => {
  const cases = {
    ja: { company: "株式会社川崎ロジテック", person: "佐藤 健一" },
    en: { company: "Kawasaki Logitech Co., Ltd.", person: "Kenichi Sato" },
  } as const;

  for (const language of ["ja", "en"] as const) {
    const { company: org, person } = cases[language];
    const render = async (extra: Partial<QuotationFacts>) =>
      squash(
        await textOf(
          await renderQuotationPdf(quotationDocument({ ...facts("web-basic", language), ...extra }, undefined)),
        ),
      );

    it(`addresses a company with a person, a company alone and a person alone, never with both honorifics (${language})`, async () => {
      const both = await render({ company: org, name: person });
      const companyOnly = await render({ company: org, name: "" });
      const personOnly = await render({ company: null, name: person });
      if (language === "ja") {
        expect(both).toContain(`${org} ${person} 様`);
        expect(both).not.toContain("御中");
        expect(companyOnly).toContain(`${org} 御中`);
        expect(companyOnly).not.toContain(" 様");
        expect(personOnly).toContain(`${person} 様`);
        expect(personOnly).not.toContain("御中");
      } else {
        expect(both).toContain(`${org} Attn: ${person}`);
        expect(companyOnly).toContain(org);
        expect(companyOnly).not.toContain("Attn:");
        expect(personOnly).toContain(person);
        expect(personOnly).not.toContain("Attn:");
      }
    });

    it(`prints 件名, 担当者, 納期, the seal space and one-off conditions for a one-off plan (${language})`, async () => {
      const text = await render({ contactPerson: language === "ja" ? "田中 花子" : "Hanako Tanaka" });
      const plan = planCard("web-basic", language)!.title;
      if (language === "ja") {
        // A subject that reads as one: the plan and its main figure (not the calculator's field names).
        expect(text).toMatch(new RegExp(`件名 ${plan}（\\d+ページ）のお見積り`));
        expect(text).toContain("担当者: 田中 花子");
        expect(text).toContain("納期 別途ご相談");
        expect(text).toContain("印");
        expect(text).toContain("見積条件・備考");
        expect(text).toContain("本見積書の有効期限は2026年12月24日までです。");
        expect(text).toContain("ご発注後に請求書を発行いたします。");
        expect(text).not.toContain("月額");
      } else {
        expect(text).toMatch(new RegExp(`Subject Quotation for ${plan} \\(\\d+ pages\\)`));
        expect(text).toContain("Contact: Hanako Tanaka");
        expect(text).toContain("Delivery To be agreed");
        expect(text).toContain("Seal");
        expect(text).toContain("This quotation is valid until December 24, 2026.");
        expect(text).toContain("We issue an invoice after your order.");
        expect(text).not.toMatch(/monthly/i);
      }
    });

    it(`names the company as 担当者 without an assignee, and gives monthly wording only to a monthly item (${language})`, async () => {
      const monthlyPlan = planIds.find(
        (id) => planCard(id, language) && calculatePrice(id, sampleSpecs(id)).lines.length && isMonthly(id),
      )!;
      const text = squash(
        await textOf(
          await renderQuotationPdf(quotationDocument({ ...facts(monthlyPlan, language), delivery: null }, undefined)),
        ),
      );
      expect(text).toContain(`${language === "ja" ? "担当者" : "Contact"}: ${company.legalName[language]}`);
      expect(text).toContain(
        language === "ja" ? "お支払いは請求書発行月の翌月末日まで" : "Monthly fees are billed at each month's end",
      );
    });

    it(`wraps a 40-character company name so that no text overlaps another, on the first page and the next (${language})`, async () => {
      const long =
        language === "ja"
          ? "株式会社".concat("川崎国際物流総合情報システム開発研究所".repeat(2)).slice(0, 40)
          : "KAWASAKI INTERNATIONAL LOGISTICS SYSTEMS";
      expect([...long]).toHaveLength(40);
      const lines = Array.from({ length: 40 }, (_, n) => ({
        label: `${language === "ja" ? "追加作業" : "Additional work"} ${n + 1}`,
        quantity: 1,
        unit: null,
        unitPrice: 10_000,
        discount: n === 0 ? 1_000 : 0,
        monthly: false,
      }));
      const pdf = await renderQuotationPdf(
        quotationDocument(
          {
            ...facts("web-basic", language),
            company: long,
            name: person,
            lines,
            contactPerson: "佐藤 健一郎".repeat(3),
          },
          "T9234567890123",
        ),
      );
      const boxes = await textBoxes(pdf);
      expect(collisions(boxes)).toEqual([]);
      // The name is broken over lines within the left column, not cut and not run into the right column.
      const start = boxes.findIndex((b) => b.page === 1 && long.startsWith(b.str.trim()));
      const nameRuns: Box[] = [];
      const joiner = language === "ja" ? "" : " ";
      for (const box of boxes.slice(start)) {
        const joined = [...nameRuns, box].map((b) => b.str.trim()).join(joiner);
        if (!long.startsWith(joined)) break;
        nameRuns.push(box);
      }
      expect(nameRuns.map((b) => b.str.trim()).join(joiner)).toBe(long);
      expect(new Set(nameRuns.map((b) => b.y)).size).toBeGreaterThan(1);
      for (const run of nameRuns) expect(run.x + run.width).toBeLessThanOrEqual(50 + 255 + 0.5);
      // Forty items need a second page, which repeats the table header and numbers the pages.
      expect(Math.max(...boxes.map((b) => b.page))).toBe(2);
      const page2 = boxes.filter((b) => b.page === 2).map((b) => b.str);
      expect(page2).toContain(language === "ja" ? "項目" : "Item");
      expect(page2.some((s) => s.includes("2 / 2"))).toBe(true);
    });
  }
});
