import { afterLoadIdle } from "./after-load";
type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

export const heroVideoFrameClass =
  "pointer-events-none absolute left-1/2 top-1/2 h-[56.25vw] min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2 border-0 opacity-0 transition-opacity duration-1000 data-[playing=true]:opacity-40";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The muted looping video behind the home hero (spec "Home"), added to the box
 * HeroVideo renders once the page has loaded and painted, so the embed never competes
 * with our own content, and never for visitors who ask for less motion or less data.
 * It is decoration: hidden from assistive technology, unfocusable and click-through.
 *
 * The frame stays transparent until the player itself posts a message (Vimeo
 * announces "ready" unprompted): a load event alone also fires for the browser's
 * network-error page, which must never show through the hero.
 */
export function heroVideo(box: HTMLElement, signal: AbortSignal) {
  const src = box.dataset.src;
  const origin = src ? originOf(src) : null;
  if (!src || !origin || (navigator as NavigatorWithConnection).connection?.saveData === true) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame: HTMLIFrameElement | null = null;

  const mount = () => {
    if (frame || reducedMotion.matches || signal.aborted) return;
    frame = document.createElement("iframe");
    Object.assign(frame, {
      src,
      title: box.dataset.title ?? "",
      tabIndex: -1,
      referrerPolicy: "strict-origin-when-cross-origin",
    });
    frame.setAttribute("aria-hidden", "true");
    frame.setAttribute("allow", "autoplay; fullscreen");
    frame.dataset.testid = "hero-video";
    frame.dataset.playing = "false";
    frame.className = heroVideoFrameClass;
    box.append(frame);
  };
  window.addEventListener(
    "message",
    (event) => {
      if (frame && event.origin === origin && event.source === frame.contentWindow) frame.dataset.playing = "true";
    },
    { signal },
  );
  reducedMotion.addEventListener(
    "change",
    () => {
      if (!reducedMotion.matches) return;
      frame?.remove();
      frame = null;
    },
    { signal },
  );
  // The embed's own requests then never hold back the page's first paint.
  afterLoadIdle(mount, signal);
}
