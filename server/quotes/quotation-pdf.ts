import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
import type { InvoiceDocument } from "./invoice-document";
import type { QuotationDocument } from "./quotation-document";
import { sealBytes } from "./seal-bytes";

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

/** The one font parsed in this process (see `create` below). */
let parsed: { buffer: Uint8Array; postscriptName: string | undefined; font: ReturnType<Fontkit["create"]> } | undefined;

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
    // Parsed once per process: parsing the 5 MB font (fontkit copies it byte by byte) cost more than drawing a
    // document. Each document still takes its own subset; the parsed font is only read.
    if (parsed?.buffer === buffer && parsed.postscriptName === postscriptName) return parsed.font;
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
    parsed = { buffer, postscriptName, font };
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

/** Lines of `text` wrapped to `width`, each drawn `leading` below the last from (x, y); returns the y under them. */
function drawLines(
  page: PDFPage,
  f: PDFFont,
  lines: string[],
  x: number,
  y: number,
  size: number,
  leading: number,
  color = INK,
) {
  for (const line of lines) {
    page.drawText(line, { x, y, size, font: f, color });
    y -= leading;
  }
  return y;
}

class Writer {
  page: PDFPage;
  y: number;
  /** Drawn again at the top of each page that `room` starts (the item table's header). */
  onNewPage: (() => void) | null = null;
  constructor(
    private readonly doc: PDFDocument,
    readonly f: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Starts a new page when fewer than `height` points are left above the footer. */
  room(height: number) {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.onNewPage?.();
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
  rule(thickness = 0.5, color = RULE, from = MARGIN, to = A4[0] - MARGIN) {
    this.page.drawLine({ start: { x: from, y: this.y }, end: { x: to, y: this.y }, thickness, color });
  }
}

/** Space kept at the foot of every page for its number. */
const FOOTER = 18;
const LEFT_WIDTH = 255;
const RIGHT_X = 330;
const SEAL = 52;

async function sealImage(doc: PDFDocument, path: string | null) {
  if (!path) return null;
  try {
    const { bytes, png } = sealBytes(path);
    return png ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null; // No readable seal: the empty box is drawn instead.
  }
}

/** What the head of the page and the item table draw: the parts a quotation and an invoice share. */
type DocumentHead = Pick<
  QuotationDocument,
  | "language"
  | "title"
  | "number"
  | "meta"
  | "recipient"
  | "lead"
  | "particulars"
  | "issuer"
  | "contactPerson"
  | "seal"
  | "totalHeading"
  | "total"
  | "columns"
  | "items"
  | "sums"
  | "monthlyNote"
> & { revision?: QuotationDocument["revision"]; monthlyTotal?: QuotationDocument["monthlyTotal"] };

const RIGHT = A4[0] - MARGIN;
const WIDTH = A4[0] - 2 * MARGIN;

/** A new PDF with the font embedded and the document's metadata (dated at issue, so a render is reproducible). */
async function startDocument(q: DocumentHead, issuedAt?: Date) {
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
  return { doc, f, w: new Writer(doc, f) };
}

/**
 * The head of the page: the title (and a revision's marker); on the left the addressee, the lead-in,
 * the particulars (件名, 納期 or 取引年月日) and the total; on the right the number and dates, the issuer,
 * 担当者 and the seal space. Every field of variable length is wrapped to its column.
 */
async function drawHead(doc: PDFDocument, w: Writer, q: DocumentHead) {
  const f = w.f;
  const right = RIGHT;
  w.text(q.title, (A4[0] - f.widthOfTextAtSize(q.title, 22)) / 2, 22, NAVY);
  if (q.revision) {
    const label = `【${q.revision.label}】`;
    w.y -= 18;
    w.text(label, (A4[0] - f.widthOfTextAtSize(label, 11)) / 2, 11, NAVY);
  }
  w.y -= 34;
  const top = w.y;

  // Right column: number and dates, the issuer, 担当者 and the seal space.
  let ry = top;
  for (const [label, value] of q.meta) {
    const line = `${label}: ${value}`;
    w.page.drawText(line, { x: right - f.widthOfTextAtSize(line, 9.5), y: ry, size: 9.5, font: f, color: INK });
    ry -= 14;
  }
  ry -= 10;
  w.page.drawText(q.issuer.heading, { x: RIGHT_X, y: ry, size: 8.5, font: f, color: MUTED });
  ry -= 13;
  const issuerWidth = right - RIGHT_X;
  for (const line of q.issuer.lines)
    ry = drawLines(w.page, f, wrapText(line, f, 8.5, issuerWidth), RIGHT_X, ry, 8.5, 12);
  ry -= 4;
  const contact = `${q.contactPerson[0]}: ${q.contactPerson[1]}`;
  const contactLines = wrapText(contact, f, 8.5, issuerWidth - SEAL - 8);
  const sealTop = ry + 8.5;
  ry = drawLines(w.page, f, contactLines, RIGHT_X, ry, 8.5, 12);
  // The seal space (印): the company seal when one is among the photographs, an empty box otherwise.
  const seal = await sealImage(doc, q.seal.image);
  const sealX = right - SEAL;
  const sealY = sealTop - SEAL;
  if (seal) w.page.drawImage(seal, { x: sealX, y: sealY, width: SEAL, height: SEAL });
  else {
    w.page.drawRectangle({ x: sealX, y: sealY, width: SEAL, height: SEAL, borderColor: RULE, borderWidth: 0.8 });
    w.page.drawText(q.seal.label, {
      x: sealX + (SEAL - f.widthOfTextAtSize(q.seal.label, 9)) / 2,
      y: sealY + SEAL / 2 - 3,
      size: 9,
      font: f,
      color: RULE,
    });
  }
  ry = Math.min(ry, sealY - 4);

  // Left column: the addressee, the lead-in, the particulars, the total.
  let ly = top;
  for (const line of q.recipient) ly = drawLines(w.page, f, wrapText(line, f, 13, LEFT_WIDTH), MARGIN, ly, 13, 18);
  w.page.drawLine({
    start: { x: MARGIN, y: ly + 12 },
    end: { x: MARGIN + LEFT_WIDTH, y: ly + 12 },
    thickness: 0.8,
    color: INK,
  });
  ly -= 4;
  ly = drawLines(w.page, f, wrapText(q.lead, f, 9.5, LEFT_WIDTH), MARGIN, ly, 9.5, 15);
  ly -= 4;
  const labelWidth = Math.max(...q.particulars.map(([label]) => f.widthOfTextAtSize(label, 9.5))) + 10;
  for (const [label, value] of q.particulars) {
    w.page.drawText(label, { x: MARGIN, y: ly, size: 9.5, font: f, color: MUTED });
    ly = drawLines(w.page, f, wrapText(value, f, 9.5, LEFT_WIDTH - labelWidth), MARGIN + labelWidth, ly, 9.5, 14);
    ly -= 2;
  }
  ly -= 8;
  w.page.drawText(q.totalHeading, { x: MARGIN, y: ly, size: 11, font: f, color: NAVY });
  w.page.drawText(q.total, {
    x: MARGIN + LEFT_WIDTH - f.widthOfTextAtSize(q.total, 15),
    y: ly,
    size: 15,
    font: f,
    color: NAVY,
  });
  ly -= 6;
  w.page.drawLine({ start: { x: MARGIN, y: ly }, end: { x: MARGIN + LEFT_WIDTH, y: ly }, thickness: 1.5, color: NAVY });
  if (q.monthlyTotal) {
    // The monthly fee apart, under the one-off total it is never added into.
    const [heading, value] = q.monthlyTotal;
    ly -= 18;
    w.page.drawText(heading, { x: MARGIN, y: ly, size: 10, font: f, color: NAVY });
    w.page.drawText(value, {
      x: MARGIN + LEFT_WIDTH - f.widthOfTextAtSize(value, 12),
      y: ly,
      size: 12,
      font: f,
      color: NAVY,
    });
  }

  w.y = Math.min(ly, ry) - 24;
}

/** The items, with their header again on every page they continue on, then the sums and the monthly note. */
function drawItems(w: Writer, q: DocumentHead) {
  const f = w.f;
  const cols = { qty: 360, unit: 450, amount: RIGHT };
  const header = () => {
    w.page.drawRectangle({ x: MARGIN, y: w.y - 5, width: WIDTH, height: 18, color: rgb(0.93, 0.95, 0.97) });
    w.text(q.columns[0], MARGIN + 4, 9, MUTED);
    w.right(q.columns[1], cols.qty, 9, MUTED);
    w.right(q.columns[2], cols.unit, 9, MUTED);
    w.right(q.columns[3], cols.amount - 4, 9, MUTED);
    w.y -= 22;
  };
  w.room(60);
  header();
  w.onNewPage = header;
  for (const item of q.items) {
    const labelLines = wrapText(item.label, f, 9.5, cols.qty - 80 - MARGIN);
    w.room(13 * labelLines.length + 10);
    drawLines(w.page, f, labelLines, MARGIN + 4, w.y, 9.5, 13);
    w.right(item.quantity, cols.qty, 9.5);
    w.right(item.unitPrice, cols.unit, 9.5);
    w.right(item.amount, cols.amount - 4, 9.5);
    w.y -= 13 * (labelLines.length - 1) + 7;
    w.rule();
    w.y -= 14;
  }
  w.onNewPage = null;
  w.y -= 4;
  w.room(60);
  const labelX = Math.min(
    cols.qty - 60,
    cols.amount - 90 - Math.max(...q.sums.map(([l]) => f.widthOfTextAtSize(l, 11))),
  );
  q.sums.forEach(([label, value, kind], n) => {
    const last = n === q.sums.length - 1 || kind === "total";
    w.text(label, labelX, last ? 11 : 9.5, last ? NAVY : INK);
    w.right(value, cols.amount - 4, last ? 11 : 9.5, last ? NAVY : INK);
    w.y -= last ? 20 : 16;
  });
  if (q.monthlyNote) w.paragraph(q.monthlyNote, 9, MARGIN, WIDTH, MUTED);
}

/** A section: its heading, then each line as a wrapped paragraph. */
function drawSection(w: Writer, heading: string, lines: string[], size = 9.5) {
  w.y -= 8;
  w.room(40);
  w.text(heading, MARGIN, 10.5, NAVY);
  w.y -= 16;
  for (const line of lines) w.paragraph(line, size, MARGIN + 8, WIDTH - 8);
}

/** 備考: a box from here to the foot of the page, so the page is laid out whole. */
function drawNotesBox(w: Writer, heading: string, notes: string[]) {
  const noteLines = notes.flatMap((note) => wrapText(note, w.f, 9, WIDTH - 16));
  w.y -= 8;
  w.room(30 + noteLines.length * 14);
  const boxTop = w.y + 4;
  w.y -= 12;
  w.text(heading, MARGIN + 8, 9.5, NAVY);
  w.y -= 16;
  w.y = drawLines(w.page, w.f, noteLines, MARGIN + 8, w.y, 9, 14, MUTED);
  const boxBottom = MARGIN + FOOTER;
  w.page.drawRectangle({
    x: MARGIN,
    y: boxBottom,
    width: WIDTH,
    height: boxTop - boxBottom,
    borderColor: RULE,
    borderWidth: 0.8,
  });
}

/** The document's number and "page n / N" at the foot of every page. */
function drawPageNumbers(doc: PDFDocument, f: PDFFont, number: string) {
  const pages = doc.getPages();
  pages.forEach((page, n) => {
    const label = `${number}  ${n + 1} / ${pages.length}`;
    page.drawText(label, {
      x: (A4[0] - f.widthOfTextAtSize(label, 8)) / 2,
      y: MARGIN - 14,
      size: 8,
      font: f,
      color: MUTED,
    });
  });
}

/**
 * The whole A4 page of a Japanese quotation: the head (addressee, 件名, 納期, total; number, dates,
 * issuer, 担当者, seal), the items (continued on further pages, with their header), sums,
 * specifications, 見積条件 and a 備考 box down to the foot of the page.
 */
export async function renderQuotationPdf(q: QuotationDocument, issuedAt?: Date): Promise<Uint8Array> {
  const { doc, f, w } = await startDocument(q, issuedAt);
  await drawHead(doc, w, q);
  drawItems(w, q);
  drawSection(
    w,
    q.specificationsHeading,
    q.specifications.length ? q.specifications.map(([label, value]) => `${label}: ${value}`) : [q.noSpecifications],
  );
  drawSection(
    w,
    q.paymentTermsHeading,
    q.paymentTerms.map((term) => `・${term}`),
    9,
  );
  drawNotesBox(w, q.notesHeading, [...(q.revision ? [q.revision.supersedes] : []), ...q.notes]);
  drawPageNumbers(doc, f, q.number);
  return doc.save();
}

/**
 * A 請求書 (qualified invoice) on the quotation's layout: the same head (with 取引年月日 among the
 * particulars and the 登録番号 with the issuer) and item table, then the amounts and tax per rate,
 * the bank account to transfer to, and the notes (due date, fees) in the box at the foot.
 */
export async function renderInvoicePdf(q: InvoiceDocument, issuedAt?: Date): Promise<Uint8Array> {
  const { doc, f, w } = await startDocument(q, issuedAt);
  await drawHead(doc, w, q);
  drawItems(w, q);
  drawSection(w, q.taxHeading, [...q.taxRows.map(([label, value]) => `${label}: ${value}`), q.taxNote]);
  drawSection(w, q.bankHeading, [q.bank], 10);
  drawNotesBox(w, q.notesHeading, [...(q.revision ? [q.revision.supersedes] : []), ...q.notes]);
  drawPageNumbers(doc, f, q.number);
  return doc.save();
}

/** Either frozen document, drawn by its own layout (what the renderer thread receives). */
export type PrintedDocument = QuotationDocument | InvoiceDocument;

export function renderDocumentPdf(document: PrintedDocument, issuedAt?: Date): Promise<Uint8Array> {
  return "kind" in document && document.kind === "invoice"
    ? renderInvoicePdf(document, issuedAt)
    : renderQuotationPdf(document as QuotationDocument, issuedAt);
}
