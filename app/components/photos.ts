/** One encoded size of a photograph. */
export interface PhotoSource {
  src: string;
  width: number;
}

/** A photograph from content-images/, as scripts/build-photos.mjs encoded it. */
export interface Photo {
  /** The source's own size (its aspect ratio is what the page reserves). */
  width: number;
  height: number;
  avif: PhotoSource[];
  webp: PhotoSource[];
}

export type PhotoManifest = Record<string, Photo>;

// Written by the build (scripts/build-photos.mjs) before the pages are prerendered; absent
// before the first build, when every image is its illustration.
const generated = import.meta.glob<PhotoManifest>("../generated/photos.json", { eager: true, import: "default" });
const manifest: PhotoManifest = Object.values(generated)[0] ?? {};

/** The photograph that replaces an illustration ("/images/portfolio/kyoto-sushi.svg"), if the company added one. */
export function photoFor(illustration: string, photos: PhotoManifest = manifest): Photo | undefined {
  return photos[illustration.replace(/\.[a-z]+$/i, "")];
}

export const srcSet = (sources: PhotoSource[]) => sources.map((s) => `${s.src} ${s.width}w`).join(", ");
