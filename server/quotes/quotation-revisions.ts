import { z } from "zod";
import { quotationRevision } from "../../content/quotation-revision";
import type { Locale } from "../../domain/i18n/locales";
import type { PriceUnit } from "../../domain/pricing/pricing";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { enqueueEmail } from "../mail/outbox";
import { recordActivity } from "../leads/lead-history";
import { quotationAttachment } from "./quotation-attachment-name";
import { validUntilOf } from "./quotation-dates";
import { TAX_RATES } from "./document-amounts";
import type { IssuerSettings, LineUnit, QuotationLine } from "./quotation-document";
import { quotationUrl, revisionEmail } from "./quotation-emails";
import { quotationFacts } from "./quotation-facts";
import { sealImageSource } from "./company-seal";
import {
  assigneeName,
  ensureFirstVersion,
  findVersion,
  insertVersion,
  quotedVersion,
  staffName,
} from "./quotation-versions";
import { issueQuoteToken } from "./quote-token";
import type { QuoteRow } from "./quote-view";

/** Rows the revision form offers: the current lines plus a few empty ones to add. */
export const MAX_LINES = 40;
export const EMPTY_ROWS = 3;

export interface RevisionInput {
  lines: QuotationLine[];
  /** The 件名 as staff wrote it; null keeps the default. */
  subject: string | null;
  delivery: string | null;
  notes: string | null;
}

const priceUnits = [
  "page",
  "revision",
  "screen",
  "feature",
  "hour",
  "gb",
  "block",
  "month",
] as const satisfies readonly PriceUnit[];

/** Every unit a line may carry: the pricing units and 件; an empty choice is 式 (a lot). */
export const LINE_UNITS = ["item", ...priceUnits] as const satisfies readonly LineUnit[];
/** The units the office's unit choice offers first (a line's own other unit is offered too). */
export const COMMON_UNITS = ["item", "page", "hour", "month"] as const satisfies readonly LineUnit[];

/** A whole number in bounds, every refusal in the one translated message. */
const whole = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/**
 * The office's revision form: rows `line-N-*` (label, quantity, unit, unitPrice, discount, monthly,
 * remove), then 納期 and 備考. An empty row is skipped, a ticked "remove" drops its line; what is left
 * must be at least one line with a total above zero, each discount no more than its line.
 */
export function revisionSchema(lang: Locale) {
  const t = quotationRevision[lang];
  const line = z
    .object({
      label: z.string().trim().min(1, t.errors.label).max(120, t.errors.label),
      quantity: whole(1, 10_000, t.errors.quantity),
      unit: z.enum(LINE_UNITS, { error: t.errors.unit }).nullable(),
      unitPrice: whole(-100_000_000, 100_000_000, t.errors.unitPrice),
      discount: whole(0, 100_000_000, t.errors.discount),
      monthly: z.boolean(),
      taxRate: z.union(
        TAX_RATES.map((rate) => z.literal(rate)),
        { error: t.errors.taxRate },
      ),
    })
    .refine((l) => l.discount <= Math.max(0, l.quantity * l.unitPrice), { message: t.errors.discount });
  return z.record(z.string(), z.unknown()).transform((form, ctx): RevisionInput => {
    const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    // A row past the form's last is never dropped in silence: the whole form is refused.
    const beyond = Object.keys(form).some((key) => {
      const row = /^line-(\d+)-/.exec(key);
      return row && Number(row[1]) >= MAX_LINES + EMPTY_ROWS && text(key).trim();
    });
    if (beyond) {
      ctx.addIssue({ code: "custom", message: t.errors.tooMany(MAX_LINES) });
      return z.NEVER;
    }
    const lines: QuotationLine[] = [];
    for (let n = 0; n < MAX_LINES + EMPTY_ROWS; n++) {
      const field = (name: string) => text(`line-${n}-${name}`);
      const values = ["label", "quantity", "unitPrice", "discount"].map(field);
      if (values.every((v) => !v.trim()) || field("remove")) continue;
      const parsed = line.safeParse({
        label: field("label"),
        quantity: field("quantity") || "1",
        unit: field("unit") || null,
        unitPrice: field("unitPrice") || "x",
        discount: field("discount") || "0",
        monthly: field("monthly") === "on",
        taxRate: Number(field("taxRate") || "10"),
      });
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: `${n + 1}: ${parsed.error.issues[0]?.message ?? t.errors.line}` });
        return z.NEVER;
      }
      // The standard rate is left unsaid, so a line reads as every line issued before reduced rates.
      const { taxRate, ...rest } = parsed.data;
      lines.push(taxRate === 10 ? rest : { ...rest, taxRate });
    }
    if (lines.length > MAX_LINES) {
      ctx.addIssue({ code: "custom", message: t.errors.tooMany(MAX_LINES) });
      return z.NEVER;
    }
    if (!lines.length || lines.reduce((s, l) => s + l.quantity * l.unitPrice - l.discount, 0) <= 0) {
      ctx.addIssue({ code: "custom", message: t.errors.total });
      return z.NEVER;
    }
    const delivery = text("delivery").trim();
    const notes = text("notes").trim();
    const subject = text("subject").replace(/\s+/g, " ").trim();
    if (delivery.length > 200 || notes.length > 2000 || subject.length > 120) {
      ctx.addIssue({ code: "custom", message: t.errors.tooLong });
      return z.NEVER;
    }
    return { lines, subject: subject || null, delivery: delivery || null, notes: notes || null };
  });
}

export class RevisionRefused extends Error {
  constructor(readonly reason: "notIssued" | "accepted") {
    super(reason);
  }
}

/**
 * Issues a 改訂版: version N+1 numbered `<reference>-N+1`, frozen like version 1, superseding every
 * earlier version (their links then show a banner and refuse acceptance). Its own view token goes to
 * the visitor in the email queued in the same transaction, with the stored PDF attached.
 */
export async function issueRevision(
  db: Db,
  row: QuoteRow,
  input: RevisionInput,
  staffId: string,
  options: { siteUrl: string; companyInbox: string; validDays: number; issuer: IssuerSettings },
): Promise<{ version: number; number: string }> {
  const base = quotationFacts(row);
  if (!base) throw new RevisionRefused("notIssued");
  if (row.accepted_at) throw new RevisionRefused("accepted");
  await ensureFirstVersion(db, row, options.issuer);
  return writeTransaction(db, async (trx) => {
    const latest = (await findVersion(trx, row.id))!;
    const version = latest.version + 1;
    const number = `${base.reference}-${version}`;
    const now = isoNow();
    const view = issueQuoteToken();
    const validUntil = validUntilOf(now, options.validDays);
    const issued = await insertVersion(
      trx,
      {
        ...base,
        reference: number,
        issuedAt: now,
        validUntil,
        lines: input.lines,
        subject: input.subject,
        delivery: input.delivery,
        extraNotes: input.notes,
        supersedes: latest.number,
        // 担当者: the lead's assignee, else the staff member who issues it.
        contactPerson: (await assigneeName(trx, row.id)) ?? (await staffName(trx, staffId)),
        sealImage: await sealImageSource(trx),
      },
      version,
      options.issuer,
      { viewTokenHash: view.hash, issuedBy: staffId },
    );
    await trx
      .updateTable("quotation_versions")
      .set({ superseded_at: now })
      .where("quote_id", "=", row.id)
      .where("version", "<", version)
      .where("superseded_at", "is", null)
      .execute();
    // The quote's validity follows its newest version (acceptance and reminders read it).
    await trx.updateTable("quotes").set({ valid_until: validUntil }).where("id", "=", row.id).execute();
    await enqueueEmail(
      trx,
      revisionEmail(
        { id: row.id, email: row.email, language: row.language },
        { supersedes: latest.number, money: quotedVersion(issued), attachment: quotationAttachment(version) },
        quotationUrl(options.siteUrl, row.id, view.token),
        options.companyInbox,
      ),
    );
    await recordActivity(trx, row.id, staffId, "quotation_revised", number);
    return { version, number };
  });
}
