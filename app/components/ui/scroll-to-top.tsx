/** Marks a page that opens at the top (app/behaviours/scroll-to-top.ts). */
export function ScrollToTop() {
  return <span hidden data-behaviour="scroll-to-top" />;
}
