import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, QuotationVersionTable } from "../db/schema";
import { logger } from "../logger";
import { ApiError } from "../http/api-error";
import { quotation } from "../../content/quotation";
import type { Locale } from "../../domain/i18n/locales";
import { tokenMatches } from "./quote-token";

const QUOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
import type { QuoteRow } from "./quote-view";
import type { PdfRenderer } from "./pdf-renderer";
import type { PrintedDocument } from "./quotation-pdf";
import {
  computedLines,
  quotationDocument,
  type QuotationDocument,
  type QuotationFacts,
  type IssuerSettings,
  type QuotationLine,
} from "./quotation-document";
import type { QuotedVersion } from "./quotation-emails";
import { quotationFacts } from "./quotation-facts";
import { amountsOf, oneOffAmounts, splitAmounts } from "./document-amounts";
import { sealImageSource } from "./company-seal";

/** An issued version as stored: the frozen document and the facts the office works from. */
export interface IssuedVersion {
  quoteId: string;
  version: number;
  number: string;
  document: QuotationDocument;
  lines: QuotationLine[];
  delivery: string | null;
  notes: string | null;
  subtotal: number;
  tax: number;
  total: number;
  issuedAt: string;
  supersededAt: string | null;
  viewTokenHash: string | null;
  rendered: boolean;
}

function issued(row: Omit<QuotationVersionTable, "pdf_base64"> & { pdf_base64?: string | null }): IssuedVersion {
  return {
    quoteId: row.quote_id,
    version: row.version,
    number: row.number,
    document: JSON.parse(row.document) as QuotationDocument,
    lines: JSON.parse(row.lines) as QuotationLine[],
    delivery: row.delivery,
    notes: row.notes,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    issuedAt: row.issued_at,
    supersededAt: row.superseded_at,
    viewTokenHash: row.view_token_hash,
    rendered: Boolean(row.pdf_sha256),
  };
}

/**
 * The number and amounts an email quotes for this version, from its frozen lines: the one-off
 * お見積金額 and the monthly fee apart (the stored columns add every line together).
 */
export function quotedVersion(v: IssuedVersion): QuotedVersion {
  const { monthly } = splitAmounts(v.lines);
  const oneOff = oneOffAmounts(v.lines);
  return { version: v.version, number: v.number, subtotal: oneOff.subtotal, total: oneOff.total, monthly };
}

const SUMMARY = [
  "quote_id",
  "version",
  "number",
  "document",
  "lines",
  "delivery",
  "notes",
  "subtotal",
  "tax",
  "total",
  "issued_at",
  "issued_by",
  "superseded_at",
  "view_token_hash",
  "pdf_sha256",
] as const;

/** 担当者: the name of the staff member the lead is assigned to, if any. */
export async function assigneeName(db: Kysely<Database>, quoteId: string): Promise<string | null> {
  const row = await db
    .selectFrom("lead_states")
    .innerJoin("staff_users", "staff_users.id", "lead_states.assignee_id")
    .select("staff_users.name")
    .where("lead_states.lead_id", "=", quoteId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** A staff member's name (the 担当者 of a version they issue when the lead has no assignee). */
export async function staffName(db: Kysely<Database>, staffId: string): Promise<string | null> {
  const row = await db.selectFrom("staff_users").select("name").where("id", "=", staffId).executeTakeFirst();
  return row?.name ?? null;
}

/** The version row's amount columns: every line added together (the rates' parts live in the document). */
function storedAmounts(lines: QuotationLine[]) {
  const { subtotal, tax, total } = amountsOf(lines);
  return { subtotal, tax, total };
}

/** Stores a version exactly as it prints; a second insert of the same version changes nothing. */
export async function insertVersion(
  db: Kysely<Database>,
  facts: QuotationFacts,
  version: number,
  issuer: IssuerSettings,
  extra: { viewTokenHash?: string | null; issuedBy?: string | null } = {},
): Promise<IssuedVersion> {
  const lines = facts.lines ?? computedLines(facts.planId, facts.specifications, facts.language);
  const document = quotationDocument(
    { ...facts, lines: facts.lines ?? null },
    issuer.registrationNumber,
    issuer.paymentTerms,
  );
  const row = {
    quote_id: facts.id,
    version,
    number: facts.reference,
    document: JSON.stringify(document),
    lines: JSON.stringify(lines),
    delivery: facts.delivery ?? null,
    notes: facts.extraNotes ?? null,
    ...storedAmounts(lines),
    view_token_hash: extra.viewTokenHash ?? null,
    pdf_base64: null,
    pdf_sha256: null,
    issued_at: facts.issuedAt,
    issued_by: extra.issuedBy ?? null,
    superseded_at: null,
  };
  await db
    .insertInto("quotation_versions")
    .values(row)
    .onConflict((oc) => oc.columns(["quote_id", "version"]).doNothing())
    .execute();
  return issued(row);
}

/** The facts version 1 prints: the completed quote, its 担当者 and the seal, as they are at issue. */
export async function firstVersionFacts(db: Kysely<Database>, row: QuoteRow): Promise<QuotationFacts | null> {
  const facts = quotationFacts(row);
  if (!facts) return null;
  return { ...facts, contactPerson: await assigneeName(db, row.id), sealImage: await sealImageSource(db) };
}

export async function findVersion(
  db: Kysely<Database>,
  quoteId: string,
  version?: number,
): Promise<IssuedVersion | undefined> {
  let query = db.selectFrom("quotation_versions").select(SUMMARY).where("quote_id", "=", quoteId);
  query = version === undefined ? query.orderBy("version", "desc").limit(1) : query.where("version", "=", version);
  const row = await query.executeTakeFirst();
  return row ? issued(row) : undefined;
}

export async function allVersions(db: Kysely<Database>, quoteId: string): Promise<IssuedVersion[]> {
  const rows = await db
    .selectFrom("quotation_versions")
    .select(SUMMARY)
    .where("quote_id", "=", quoteId)
    .orderBy("version", "asc")
    .execute();
  return rows.map(issued);
}

/**
 * Version 1 of a completed quote, issued now if it has none yet (a quote completed before
 * migration 017): from then on it is frozen like any other.
 */
export async function ensureFirstVersion(
  db: Kysely<Database>,
  row: QuoteRow,
  issuer: IssuerSettings,
): Promise<IssuedVersion | undefined> {
  const found = await findVersion(db, row.id, 1);
  if (found) return found;
  const facts = await firstVersionFacts(db, row);
  if (!facts) return undefined;
  await insertVersion(db, facts, 1, issuer);
  return findVersion(db, row.id, 1);
}

export interface StoredPdf {
  fileName: string;
  bytes: Uint8Array;
  sha256: string;
}

const inFlightByDatabase = new WeakMap<object, Map<string, Promise<StoredPdf>>>();

/**
 * The last few PDFs served, decoded: an issued version's bytes never change, so a repeat download
 * (the visitor, their colleagues, the office) costs neither the row's read nor the base64 decoding.
 * Callers authorize against the database first, so a deleted quote is never served from here.
 */
const recentByDatabase = new WeakMap<object, Map<string, StoredPdf>>();
const RECENT_MAX = 32;
function recentOf(db: Kysely<Database>) {
  let recent = recentByDatabase.get(db);
  if (!recent) recentByDatabase.set(db, (recent = new Map()));
  return recent;
}
function remember(recent: Map<string, StoredPdf>, key: string, pdf: StoredPdf) {
  recent.delete(key);
  recent.set(key, pdf);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
}

/** A frozen document's row as far as its PDF goes: the document (JSON), when issued, and the bytes once rendered. */
export interface FrozenRow {
  document: string;
  issued_at: string;
  pdf_base64: string | null;
  pdf_sha256: string | null;
}

/**
 * A frozen document's PDF: the stored bytes, or, the first time, drawn by `render` (a worker thread in
 * production) and stored with their SHA-256 by `store`, which must only fill an empty row (a conditional
 * update), so only the first render is ever kept. Concurrent first downloads in one process share one
 * render; `key` names the document among all of them (a quotation version, an invoice).
 */
export function frozenPdf(
  db: Kysely<Database>,
  render: PdfRenderer,
  key: string,
  read: () => Promise<FrozenRow>,
  store: (pdfBase64: string, sha256: string) => Promise<unknown>,
): Promise<StoredPdf> {
  const recent = recentOf(db);
  const cached = recent.get(key);
  if (cached) return Promise.resolve(cached);
  let inFlight = inFlightByDatabase.get(db);
  if (!inFlight) inFlightByDatabase.set(db, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    let row = await read();
    const document = JSON.parse(row.document) as PrintedDocument;
    if (!row.pdf_base64) {
      const bytes = await render(document, row.issued_at);
      await store(Buffer.from(bytes).toString("base64"), createHash("sha256").update(bytes).digest("hex"));
      row = await read();
    }
    const pdf = {
      fileName: document.fileName,
      bytes: new Uint8Array(Buffer.from(row.pdf_base64!, "base64")),
      sha256: row.pdf_sha256!,
    };
    remember(recent, key, pdf);
    return pdf;
  })();
  inFlight.set(key, work);
  return work.finally(() => inFlight.delete(key));
}

/** A quotation version's PDF, rendered once and stored (see frozenPdf). */
export function storedPdf(
  db: Kysely<Database>,
  render: PdfRenderer,
  quoteId: string,
  version: number,
): Promise<StoredPdf> {
  return frozenPdf(
    db,
    render,
    `${quoteId}:${version}`,
    () =>
      db
        .selectFrom("quotation_versions")
        .select(["document", "issued_at", "pdf_base64", "pdf_sha256"])
        .where("quote_id", "=", quoteId)
        .where("version", "=", version)
        .executeTakeFirstOrThrow(),
    (pdf_base64, pdf_sha256) =>
      db
        .updateTable("quotation_versions")
        .set({ pdf_base64, pdf_sha256 })
        .where("quote_id", "=", quoteId)
        .where("version", "=", version)
        .where("pdf_base64", "is", null)
        .execute(),
  );
}

/**
 * Draws a just-issued version's PDF in the background (on the renderer's thread), so that the
 * first download and the email find it stored. A failure is only logged: the first reader renders it.
 */
export function prerenderQuotation(
  services: { db: Kysely<Database>; renderPdf: PdfRenderer },
  quoteId: string,
  version: number,
) {
  storedPdf(services.db, services.renderPdf, quoteId, version).catch((error: unknown) =>
    logger.warn("quotation_prerender_failed", {
      quoteId,
      version,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

/**
 * The quote and the version whose online link the bearer holds: version 1's token is the quote's
 * own view token, each revision has its own (emailed with it). Anything else is the same 404.
 */
export async function authorizedVersion(
  db: Kysely<Database>,
  id: string,
  token: string | undefined,
  language: Locale,
  issuer: IssuerSettings,
): Promise<{ row: QuoteRow; version: IssuedVersion }> {
  const row = QUOTE_ID.test(id)
    ? await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  // Version 1 opens with the browser's token or the emailed link's (order-address.ts tells them apart).
  if (row && (tokenMatches(row.view_token_hash, token) || tokenMatches(row.mailed_token_hash, token))) {
    const version = await ensureFirstVersion(db, row, issuer);
    if (version) return { row, version };
  }
  if (row && token) {
    const revisions = await db
      .selectFrom("quotation_versions")
      .select(["version", "view_token_hash"])
      .where("quote_id", "=", row.id)
      .where("view_token_hash", "is not", null)
      .execute();
    const held = revisions.find((r) => tokenMatches(r.view_token_hash, token));
    const version = held ? await findVersion(db, row.id, held.version) : undefined;
    if (version) return { row, version };
  }
  throw ApiError.of(404, "notFound", language);
}

/** Whether a later version has replaced this one (it shows so online and cannot be accepted). */
export class SupersededError extends ApiError {
  constructor(language: Locale) {
    super(409, "conflict", "version", quotation[language].supersededRefused);
  }
}
