import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "../ui/external-link";
import { ContactIcon } from "./contact-icon";

/** How long the map may take before the visitor gets the address and a link instead (a blocked embed never loads). */
export const MAP_TIMEOUT_MS = 8000;

export interface LazyMapProps {
  src: string;
  title: string;
  loadingLabel: string;
  /** Shown with the address and the link when the map has not loaded in time. */
  unavailableLabel: string;
  address: string;
  linkLabel: string;
  linkHref: string;
  /** Tells screen reader users the link opens a new tab. */
  newTabLabel: string;
}

/**
 * The office map embed, mounted only when the visitor scrolls near it: a
 * third-party map costs far more than the rest of the page. The box has a fixed
 * height from the start, so nothing moves when the frame arrives.
 */
export function LazyMap({
  src,
  title,
  loadingLabel,
  unavailableLabel,
  address,
  linkLabel,
  linkHref,
  newTabLabel,
}: LazyMapProps) {
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
      {failed ? (
        <div
          role="status"
          data-testid="map-unavailable"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-slate-700"
        >
          <ContactIcon name="pin" className="h-10 w-10 text-brand-600" />
          <p className="text-sm">{unavailableLabel}</p>
          <p className="font-medium text-slate-900">{address}</p>
          <ExternalLink href={linkHref} className="btn-secondary" data-testid="map-unavailable-link">
            {linkLabel}
            <ContactIcon name="external" className="h-4 w-4" />
            <span className="sr-only">{newTabLabel}</span>
          </ExternalLink>
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-600"
        >
          <ContactIcon name="pin" className="h-10 w-10 text-brand-600" />
          <span className="text-sm">{loadingLabel}</span>
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
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
    </div>
  );
}
