import { createHash } from "node:crypto";

// What a database column refuses or a reader is misled by: NUL and the other controls (line
// breaks and tabs kept where text has lines), lone surrogates, and the bidi embeddings,
// overrides and isolates that make a subject read in another order than it is stored.
const CONTROLS = /[^\P{Cc}\t\n\r]|\p{Cs}/gu;
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Body text as it may be stored: every character PostgreSQL and SQLite accept, lines kept. */
export const storableText = (text: string): string => text.replace(CONTROLS, "").replace(BIDI, "");

/** A one-line field (subject, display name, address, id): no line breaks or controls either. */
export const storableLine = (text: string, max: number): string =>
  [...storableText(text).replace(/[\t\r\n]+/g, " ")].slice(0, max).join("");

/** Longer ids than this are keyed by their hash: a unique index row has a size limit (PostgreSQL: about 2.7 KB). */
const MAX_ID = 300;

/** A Message-ID or thread id as stored and compared: bounded, an over-long one replaced by its SHA-256. */
export function storableId(id: string): string {
  const clean = storableLine(id, Number.MAX_SAFE_INTEGER).trim();
  return clean.length <= MAX_ID ? clean : `sha256:${createHash("sha256").update(clean).digest("hex")}`;
}
