import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
import type { QuotationDocument } from "./quotation-document";

/**
 * The quotation as an A4 PDF: real text (selectable, searchable) in Noto Sans JP,
 * embedded as a subset of the glyphs used. The font ships in an npm package and is
 * resolved through node_modules, so the bundled server finds it the same way.
 */
const FONT_MODULE = "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf";

let fontBytes: Buffer | undefined;
export function quotationFontPath(): string {
  return createRequire(import.meta.url).resolve(FONT_MODULE);
}
function font(): Buffer {
  fontBytes ??= readFileSync(quotationFontPath());
  return fontBytes;
}

/** The parts of fontkit's TrueType subset that evenGlyphs touches. */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

/**
 * fontkit's TrueType subset writes `loca` in the short format (offsets halved)
 * whenever the subset is under 128 KB, but copies glyphs of odd length unpadded,
 * so every glyph after one of odd length is cut short (a third of Noto Sans JP's
 * kana and kanji came out broken). Padding each glyph to an even length, as the
 * TrueType spec expects for short offsets, keeps every offset exact.
 * The font test checks each glyph of the subset against the full font's outline.
 */
const evenGlyphs: Fontkit = {
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      const patched = subset as unknown as TrueTypeSubset;
      const addGlyph = patched._addGlyph.bind(subset);
      patched._addGlyph = (gid) => {
        const index = addGlyph(gid);
        const glyph = patched.glyf?.[index];
        if (glyph && glyph.length % 2 === 1) {
          // The same class as fontkit's own buffers (its bundled Buffer), which its encoder expects.
          const padded = new (glyph.constructor as new (length: number) => Uint8Array)(glyph.length + 1);
          padded.set(glyph);
          patched.glyf![index] = padded;
          patched.offset += 1;
        }
        return index;
      };
      return subset;
    };
    return font;
  },
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const NAVY = rgb(0.06, 0.16, 0.29);
const RULE = rgb(0.8, 0.84, 0.88);

/** Lines of `text` no wider than `width`: at spaces where there are any, else between characters (Japanese). */
export function wrapText(text: string, f: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) {
    if (f.widthOfTextAtSize(line + token.trimEnd(), size) <= width) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = "";
    for (const char of token) {
      if (line && f.widthOfTextAtSize(line + char, size) > width) {
        lines.push(line.trimEnd());
        line = char.trim() ? char : "";
      } else line += char;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly f: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Starts a new page when fewer than `height` points are left. */
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(text: string, x: number, size: number, color = INK) {
    this.page.drawText(text, { x, y: this.y, size, font: this.f, color });
  }
  right(text: string, xRight: number, size: number, color = INK) {
    this.text(text, xRight - this.f.widthOfTextAtSize(text, size), size, color);
  }
  paragraph(text: string, size: number, x = MARGIN, width = A4[0] - MARGIN - x, color = INK) {
    for (const line of wrapText(text, this.f, size, width)) {
      this.room(size * 1.6);
      this.text(line, x, size, color);
      this.y -= size * 1.6;
    }
  }
  rule(thickness = 0.5, color = RULE) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness,
      color,
    });
  }
}

export async function renderQuotationPdf(q: QuotationDocument, issuedAt?: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphs);
  const f = await doc.embedFont(font(), { subset: true });
  doc.setTitle(`${q.title} ${q.number}`);
  doc.setAuthor(q.issuer.lines[0] ?? "");
  doc.setLanguage(q.language === "ja" ? "ja-JP" : "en-US");
  doc.setCreator(q.issuer.lines[0] ?? "");
  doc.setProducer("pdf-lib");
  if (issuedAt) {
    doc.setCreationDate(issuedAt);
    doc.setModificationDate(issuedAt);
  }
  const w = new Writer(doc, f);
  const right = A4[0] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  w.text(q.title, (A4[0] - f.widthOfTextAtSize(q.title, 22)) / 2, 22, NAVY);
  w.y -= 36;
  const top = w.y;
  for (const [label, value] of q.meta) {
    w.right(`${label}: ${value}`, right, 9.5);
    w.y -= 14;
  }

  // Recipient on the left, issuer on the right, as on a Japanese business form.
  w.y = top;
  for (const line of q.recipient) {
    w.text(line, MARGIN, 13);
    w.y -= 20;
  }
  w.page.drawLine({
    start: { x: MARGIN, y: w.y + 14 },
    end: { x: MARGIN + 250, y: w.y + 14 },
    thickness: 0.8,
    color: INK,
  });
  w.y -= 4;
  w.paragraph(q.lead, 9.5, MARGIN, 250);
  w.y -= 6;
  w.text(q.totalHeading, MARGIN, 11, NAVY);
  w.right(q.total, MARGIN + 250, 15, NAVY);
  w.y -= 6;
  w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: MARGIN + 250, y: w.y }, thickness: 1.5, color: NAVY });
  const leftBottom = w.y;

  w.y = top - q.meta.length * 14 - 12;
  w.text(q.issuer.heading, 330, 8.5, MUTED);
  w.y -= 13;
  for (const line of q.issuer.lines) w.paragraph(line, 8.5, 330, right - 330);
  w.y = Math.min(w.y, leftBottom) - 24;

  w.text(`${q.planLabel}: ${q.plan}`, MARGIN, 10.5);
  w.y -= 20;
  const cols = { qty: 360, unit: 450, amount: right };
  w.page.drawRectangle({ x: MARGIN, y: w.y - 5, width, height: 18, color: rgb(0.93, 0.95, 0.97) });
  w.text(q.columns[0], MARGIN + 4, 9, MUTED);
  w.right(q.columns[1], cols.qty, 9, MUTED);
  w.right(q.columns[2], cols.unit, 9, MUTED);
  w.right(q.columns[3], cols.amount - 4, 9, MUTED);
  w.y -= 22;
  for (const item of q.items) {
    w.room(22);
    const labelLines = wrapText(item.label, f, 9.5, cols.qty - 80 - MARGIN);
    labelLines.forEach((line, n) =>
      w.page.drawText(line, { x: MARGIN + 4, y: w.y - n * 13, size: 9.5, font: f, color: INK }),
    );
    w.right(item.quantity, cols.qty, 9.5);
    w.right(item.unitPrice, cols.unit, 9.5);
    w.right(item.amount, cols.amount - 4, 9.5);
    w.y -= 13 * (labelLines.length - 1) + 7;
    w.rule();
    w.y -= 14;
  }
  w.y -= 4;
  q.sums.forEach(([label, value], n) => {
    const last = n === q.sums.length - 1;
    w.room(20);
    w.text(label, cols.qty - 60, last ? 11 : 9.5, last ? NAVY : INK);
    w.right(value, cols.amount - 4, last ? 11 : 9.5, last ? NAVY : INK);
    w.y -= last ? 20 : 16;
  });
  if (q.monthlyNote) w.paragraph(q.monthlyNote, 9, MARGIN, width, MUTED);

  w.y -= 10;
  w.room(40);
  w.text(q.specificationsHeading, MARGIN, 10.5, NAVY);
  w.y -= 16;
  for (const [label, value] of q.specifications) w.paragraph(`${label}: ${value}`, 9.5, MARGIN + 8);
  if (!q.specifications.length) w.paragraph(q.noSpecifications, 9.5, MARGIN + 8);

  w.y -= 10;
  for (const note of q.notes) w.paragraph(note, 9, MARGIN, width, MUTED);
  w.y -= 10;
  w.room(40);
  w.text(q.paymentTermsHeading, MARGIN, 10.5, NAVY);
  w.y -= 16;
  for (const term of q.paymentTerms) w.paragraph(`・${term}`, 9, MARGIN + 8);

  return doc.save();
}
