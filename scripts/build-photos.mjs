// Photographs and screenshots for the pages (README "Photographs"): every JPEG or PNG
// under content-images/<kind>/<name>.<ext> replaces the illustration
// /images/<kind>/<name>.svg. Each becomes AVIF and WebP in a few widths (never wider
// than the source) with hashed names, plus a manifest the prerender reads
// (app/components/photos.ts) to write <picture> with srcset, sizes, width and height.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import sharp from "sharp";

export const PHOTO_WIDTHS = [480, 960, 1440];
export const PHOTOS_URL_PREFIX = "/assets/photos/";
const SOURCE = /\.(jpe?g|png)$/i;
const FORMATS = { avif: { quality: 55 }, webp: { quality: 78 } };

function sources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The widths made of a source `width` px wide: the standard ones it covers, or its own width when it is smaller. */
export function photoWidths(width) {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Encodes every photo under `sourceDir` and writes the manifest to `manifestPath`;
 * returns a function writing the encoded files under `clientDir` (called after
 * React Router's build, which empties the client directory).
 */
export async function buildPhotos({ sourceDir, manifestPath }) {
  const manifest = {};
  const files = [];
  for (const source of sources(sourceDir).sort()) {
    const rel = relative(sourceDir, source).split("\\").join("/");
    const key = `/images/${rel.slice(0, -extname(rel).length)}`;
    const input = readFileSync(source);
    const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
    // Camera photos carry their orientation in EXIF: apply it, so width and height are the ones shown.
    const { width, height } = await sharp(input)
      .rotate()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    const base = `${rel.slice(0, -extname(rel).length).replaceAll("/", "-")}-${hash}`;
    const entry = { width, height, avif: [], webp: [] };
    for (const w of photoWidths(width)) {
      for (const [format, options] of Object.entries(FORMATS)) {
        const name = `${base}-${w}.${format}`;
        const body = await sharp(input)
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .toFormat(format, options)
          .toBuffer();
        files.push({ name, body });
        entry[format].push({ src: PHOTOS_URL_PREFIX + name, width: w });
      }
    }
    manifest[key] = entry;
  }
  mkdirSync(dirname(manifestPath), { recursive: true });
  // Written aside and renamed into place: the type check and lint, run beside the build, never read half a file.
  writeFileSync(`${manifestPath}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${manifestPath}.tmp`, manifestPath);
  return {
    count: Object.keys(manifest).length,
    write(clientDir) {
      const target = join(clientDir, PHOTOS_URL_PREFIX);
      mkdirSync(target, { recursive: true });
      for (const { name, body } of files) writeFileSync(join(target, name), body);
      return files.length;
    },
  };
}
