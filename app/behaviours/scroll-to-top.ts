/** Opens the page at the top, even where the browser would restore an old position on reload (spec: portfolio). */
export function scrollToTop() {
  if (!window.location.hash) window.scrollTo(0, 0);
}
