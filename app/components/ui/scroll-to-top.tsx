import { useEffect } from "react";

/** Opens the page at the top, even where the browser would restore an old position on reload (spec: portfolio). */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return null;
}
