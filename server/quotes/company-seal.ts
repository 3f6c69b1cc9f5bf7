import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import type { Kysely } from "kysely";
import { PDFDocument } from "pdf-lib";
import { isoNow } from "../db/clock";
import type { Database } from "../db/schema";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { SEAL_DATA_URL } from "./seal-bytes";

/** Printed 52 pt square: a few hundred pixels are plenty, a big file is a mistake (a photo, not a seal). */
export const SEAL_MAX_BYTES = 200 * 1024;
export const SEAL_MIN_PIXELS = 64;
export const SEAL_MAX_PIXELS = 2000;
/** A seal is round or square: wider or taller than this would be squeezed into the square space. */
const SEAL_MAX_RATIO = 1.25;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type SealRefusal = "missing" | "tooLarge" | "notPng" | "dimensions" | "unreadable";

export class SealRefused extends Error {
  constructor(readonly reason: SealRefusal) {
    super(`seal refused: ${reason}`);
  }
}

/**
 * Checks an uploaded seal by its bytes, never its name or declared type: the PNG signature, the IHDR chunk's size
 * (square enough, within the pixel bounds) and a trial embedding by the PDF library that will print it.
 */
export async function checkSeal(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw new SealRefused("missing");
  if (bytes.length > SEAL_MAX_BYTES) throw new SealRefused("tooLarge");
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) throw new SealRefused("notPng");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") throw new SealRefused("notPng");
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const within = (n: number) => n >= SEAL_MIN_PIXELS && n <= SEAL_MAX_PIXELS;
  if (!within(width) || !within(height) || Math.max(width, height) / Math.min(width, height) > SEAL_MAX_RATIO)
    throw new SealRefused("dimensions");
  // pdf-lib's PNG decoder loops forever on a truncated image data stream (blocking the whole process), so the
  // chunks and the compressed pixels are checked whole here first; only then does it get the bytes.
  if (!completePng(bytes, width, height)) throw new SealRefused("unreadable");
  try {
    await (await PDFDocument.create()).embedPng(bytes);
  } catch {
    throw new SealRefused("unreadable");
  }
  return { width, height };
}

/** Channels per PNG colour type: grey, RGB, palette, grey with alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Whether a PNG is whole: its chunks follow one another to IEND inside the file, and its image data
 * inflates (zlib, which stops on a truncated stream) to exactly the pixel rows its header announces.
 * Interlaced images are refused: a seal has no use for them, and their size is not one rows × height.
 */
export function completePng(bytes: Uint8Array, width: number, height: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [depth, colour, , , interlace] = bytes.subarray(24, 29);
  const channels = CHANNELS[colour ?? -1];
  if (!channels || interlace !== 0 || ![1, 2, 4, 8, 16].includes(depth ?? 0)) return false;
  const idat: Uint8Array[] = [];
  let at = 8;
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return false;
    if (type === "IDAT") idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === "IEND") {
      ended = true;
      break;
    }
  }
  if (!ended || !idat.length) return false;
  const rowBytes = Math.ceil((width * channels * depth!) / 8) + 1;
  const expected = rowBytes * height;
  try {
    const pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
    return pixels.length === expected;
  } catch {
    return false;
  }
}

/** Stores the owner's checked seal, replacing the previous one; documents issued from now on print it. */
export async function saveSeal(db: Kysely<Database>, bytes: Uint8Array, staffId: string) {
  const { width, height } = await checkSeal(bytes);
  const row = {
    png_base64: Buffer.from(bytes).toString("base64"),
    sha256: createHash("sha256").update(bytes).digest("hex"),
    width,
    height,
    uploaded_at: isoNow(),
    uploaded_by: staffId,
  };
  await db
    .insertInto("company_seal")
    .values({ id: "seal", ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  return row;
}

/**
 * The repository's company seal, when none was uploaded: `content-images/company/seal.png` (or .jpg),
 * found like the other photographs (docs/photographs.md). None: the space is an empty box marked 印.
 */
export function sealImagePath(root = process.cwd()): string | null {
  for (const name of ["seal.png", "seal.jpg", "seal.jpeg"]) {
    const path = resolve(root, "content-images/company", name);
    if (existsSync(path)) return path;
  }
  return null;
}

export async function storedSeal(db: Kysely<Database>) {
  return db.selectFrom("company_seal").selectAll().where("id", "=", "seal").executeTakeFirst();
}

/**
 * What a document issued now records as its seal: the uploaded one, as a data URL (so the frozen document carries
 * the seal it was issued with, whatever is uploaded later), else the repository's image file, if any.
 */
export async function sealImageSource(db: Kysely<Database>): Promise<string | null> {
  const seal = await storedSeal(db);
  return seal ? `${SEAL_DATA_URL}${seal.png_base64}` : sealImagePath();
}
