import { useEffect, useRef, useState } from "react";
import { ContactIcon } from "./contact-icon";

/**
 * The office map embed, mounted only when the visitor scrolls near it: a
 * third-party map costs far more than the rest of the page. The box has a fixed
 * height from the start, so nothing moves when the frame arrives.
 */
export function LazyMap({ src, title, loadingLabel }: { src: string; title: string; loadingLabel: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
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

  return (
    <div ref={box} data-testid="map-box" className="relative h-80 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96">
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-600">
        <ContactIcon name="pin" className="h-10 w-10 text-brand-600" />
        <span className="text-sm">{loadingLabel}</span>
      </div>
      {near && (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          data-testid="map-frame"
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
    </div>
  );
}
