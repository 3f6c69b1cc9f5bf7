/**
 * Where the muted hero video goes (spec "Home"): an empty, click-through box that
 * app/behaviours/hero-video.ts fills with the embed once the page has loaded.
 */
export function HeroVideo({
  title,
  src,
}: {
  title: string;
  /** The embed URL (VIDEO_EMBED_URL); null: no video. */ src: string | null;
}) {
  if (!src) return null;
  return (
    <div
      aria-hidden="true"
      data-behaviour="hero-video"
      data-src={src}
      data-title={title}
      className="pointer-events-none absolute inset-0 overflow-hidden"
    />
  );
}
