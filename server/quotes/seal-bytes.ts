import { readFileSync } from "node:fs";

/** How a document records an uploaded seal (company-seal.ts): the PNG itself, so the frozen document carries it. */
export const SEAL_DATA_URL = "data:image/png;base64,";

/** The bytes of a document's seal (that data URL, or the path of the repository's image file), and whether PNG. */
export function sealBytes(image: string): { bytes: Uint8Array; png: boolean } {
  if (image.startsWith(SEAL_DATA_URL))
    return { bytes: Buffer.from(image.slice(SEAL_DATA_URL.length), "base64"), png: true };
  return { bytes: readFileSync(image), png: /\.png$/i.test(image) };
}
