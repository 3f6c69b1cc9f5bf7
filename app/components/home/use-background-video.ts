import { useEffect, useState } from "react";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Whether the decorative hero video may be mounted: only once the page has fully
 * loaded (so the embed never competes with our own content), and never for
 * visitors who ask for less motion or less data.
 */
export function useBackgroundVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    if ((navigator as NavigatorWithConnection).connection?.saveData === true) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reducedMotion.matches) return;

    const onMotionChange = () => {
      if (reducedMotion.matches) setAllowed(false);
    };
    const enable = () => {
      if (!reducedMotion.matches) setAllowed(true);
    };
    reducedMotion.addEventListener("change", onMotionChange);
    // After a client-side navigation the load event is long past.
    if (document.readyState === "complete") enable();
    else window.addEventListener("load", enable, { once: true });
    return () => {
      reducedMotion.removeEventListener("change", onMotionChange);
      window.removeEventListener("load", enable);
    };
  }, []);

  return allowed;
}
