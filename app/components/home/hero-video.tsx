import { useEffect, useRef, useState } from "react";
import { useBackgroundVideoAllowed } from "./use-background-video";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The muted looping video behind the home hero (spec "Home"). It is decoration:
 * hidden from assistive technology, unfocusable and click-through.
 *
 * The frame stays transparent until the player itself posts a message (Vimeo
 * announces "ready" unprompted): a load event alone also fires for the browser's
 * network-error page, which must never show through the hero.
 */
export function HeroVideo({ title, src }: { title: string; /** The embed URL (VIDEO_EMBED_URL); null: no video. */ src: string | null }) {
  const allowed = useBackgroundVideoAllowed();
  const frame = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const origin = src ? originOf(src) : null;
    if (!allowed || !origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === frame.current?.contentWindow) setPlaying(true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [allowed, src]);

  if (!allowed || !src) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <iframe
        ref={frame}
        src={src}
        title={title}
        aria-hidden="true"
        tabIndex={-1}
        allow="autoplay; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="hero-video"
        data-playing={playing}
        className={`pointer-events-none absolute left-1/2 top-1/2 h-[56.25vw] min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2 border-0 transition-opacity duration-1000 ${
          playing ? "opacity-40" : "opacity-0"
        }`}
      />
    </div>
  );
}
