import { photoFor, srcSet, type PhotoManifest } from "../photos";

interface PictureProps {
  /** The illustration (an SVG under /images/); a photograph of the same name replaces it. */
  src: string;
  alt: string;
  /** The illustration's size; a photograph brings its own. */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's choice among the photograph's sizes. */
  sizes: string;
  /** Above the fold: loaded at once; otherwise lazily. */
  eager?: boolean;
  /** The page's hero: loaded at once and before other images. */
  priority?: boolean;
  className?: string;
  /** Tests pass their own manifest; pages use the build's. */
  photos?: PhotoManifest;
}

/**
 * An image of the content: the company's photograph as AVIF/WebP in several widths
 * when content-images/ holds one (scripts/build-photos.mjs), else the flat illustration.
 * Width and height are always given, so nothing moves when it arrives.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  eager = false,
  priority = false,
  className,
  photos,
}: PictureProps) {
  const photo = photoFor(src, photos);
  const loading = eager || priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  if (!photo) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    );
  }
  const largest = photo.webp[photo.webp.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
      <img
        src={largest.src}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        data-photo=""
        className={className}
      />
    </picture>
  );
}
