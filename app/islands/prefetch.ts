import { afterLoadIdle } from "../behaviours/after-load";

// Fetches an island's code before its first touch (docs/decisions/018-first-touch.md). Only fetched and
// parsed (<link rel="modulepreload">), never run: evaluating React unasked would be a long task.

const preloaded = new Set<string>();
/** How long after the page has loaded and gone idle the islands' code is fetched ahead of use. */
export const SETTLE_MS = 2000;

/** Adds a modulepreload link for every file the island's hydration needs (the build lists them in data-chunks). */
export function prefetchIsland(element: HTMLElement) {
  for (const href of element.dataset.chunks?.split(" ") ?? [])
    if (!preloaded.has(href)) {
      preloaded.add(href);
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
}

/**
 * Calls `near` when the island comes within `margin` of the viewport (its wrapper has no box: its children are
 * watched); `first` tells whether it already was when watching began.
 */
export function whenNear(element: HTMLElement, margin: string, near: (first: boolean) => void) {
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        near(first);
      }
      first = false;
    },
    { rootMargin: margin },
  );
  for (const child of element.children) observer.observe(child);
}

/**
 * Once the page has loaded and settled and the browser is idle, every island's code; under Save-Data or on 2g, where that
 * would compete with what the visitor asked for, only an island's that scrolls to within a screen of view.
 */
export function prefetchIslands(elements: HTMLElement[]) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  const frugal = connection?.saveData || connection?.effectiveType?.endsWith("2g");
  const run = () => {
    for (const element of elements)
      if (!frugal) prefetchIsland(element);
      else whenNear(element, "100% 0px", (first) => first || prefetchIsland(element));
  };
  // Parsing React is a long task on a slow phone: not while the page is still settling, but 2 s after, when idle.
  afterLoadIdle(() => setTimeout(() => afterLoadIdle(run), SETTLE_MS));
}
