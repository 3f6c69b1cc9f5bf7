import { useEffect, useRef, useState } from "react";
import type { AccessMapCopy } from "../../../content/access-map";
import { ExternalLink } from "../ui/external-link";
import { AccessMap } from "./access-map";
import { ContactIcon } from "./contact-icon";

/** How long the map may take before the visitor gets the address and a link instead (a blocked embed never loads). */
export const MAP_TIMEOUT_MS = 8000;

export interface LazyMapProps {
  src: string;
  title: string;
  /** The drawn sketch shown until the embed has loaded, and instead of it when it never does. */
  sketch: AccessMapCopy;
  /** Shown under the sketch, with the link, when the map has not loaded in time. */
  unavailableLabel: string;
  linkLabel: string;
  linkHref: string;
  /** Tells screen reader users the link opens a new tab. */
  newTabLabel: string;
}

/**
 * The office map embed, mounted only when the visitor scrolls near it: a
 * third-party map costs far more than the rest of the page. The drawn sketch is
 * there from the start (in the HTML), and the embed covers it only once it has
 * loaded; the box's height is fixed, so nothing moves when the frame arrives.
 */
export function LazyMap({ src, title, sketch, unavailableLabel, linkLabel, linkHref, newTabLabel }: LazyMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // No fallback for a browser without IntersectionObserver: one that old cannot run the React this island needs.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || loaded) return;
    const timer = setTimeout(() => setFailed(true), MAP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [near, loaded]);

  return (
    <div
      ref={box}
      data-testid="map-box"
      className="relative h-80 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96"
    >
      <AccessMap copy={sketch} className="absolute inset-0" />
      {failed && (
        <div
          role="status"
          data-testid="map-unavailable"
          className="absolute inset-x-0 bottom-0 flex flex-wrap items-center justify-between gap-3 bg-white/95 p-4 text-sm text-slate-800"
        >
          <p>{unavailableLabel}</p>
          <ExternalLink href={linkHref} className="btn-secondary" data-testid="map-unavailable-link">
            {linkLabel}
            <ContactIcon name="external" className="h-4 w-4" />
            <span className="sr-only">{newTabLabel}</span>
          </ExternalLink>
        </div>
      )}
      {near && !failed && (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          data-testid="map-frame"
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 h-full w-full border-0 transition-opacity ${loaded ? "opacity-100" : "opacity-0"}`}
        />
      )}
    </div>
  );
}
