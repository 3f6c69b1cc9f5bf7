import { afterLoadIdle } from "../behaviours/after-load";
import { attachBehaviours } from "../behaviours/registry";
import { answerBeforeReact, settleFirstTouch } from "./first-touch";
import { prefetchIsland, prefetchIslands, whenNear } from "./prefetch";
import { islands, type Hydrate, type IslandName } from "./registry";

// The one script every page loads (docs/decisions/011-react-on-demand.md, 018-first-touch.md). In order:
// 1. the plain DOM behaviours (header, avatars, hero video);
// 2. each React island's trigger: it hydrates when needed, and a tap before then is answered at once
//    from the markup (first-touch.ts) and replayed once React has the island;
// 3. the islands' code fetched ahead of the first touch (prefetch.ts);
// 4. the "ready" flag for tests and monitoring.
// A further page-wide concern belongs in a module of its own, started here as one more step.

attachBehaviours(document);
// The analytics beacon is its own chunk, loaded once the page is idle: nothing of it delays the page.
afterLoadIdle(() => void import("./analytics").then((m) => m.sendAnalytics()));

const HYDRATED = "island-hydrated";
let runtime: Promise<typeof import("./hydrate")> | undefined;
const hydrations = new Map<HTMLElement, Promise<void>>();
const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const trigger = (element: HTMLElement) => element.dataset.hydrate as Hydrate;

/**
 * Resolves after the next paint: what a tap has just changed (the shell, a pressed look, a focused field) is on
 * screen before React's code runs, which is one long task on a slow phone. (A hidden tab paints nothing: 100 ms.)
 */
const afterPaint = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });

function hydrate(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (hydration) return hydration;
  const island = islands[element.dataset.island as IslandName];
  if (!island) return Promise.resolve();
  // Everything it needs in parallel, rather than each chunk discovering the next.
  prefetchIsland(element);
  hydration = afterPaint()
    .then(() => Promise.all([(runtime ??= import("./hydrate")), island.load()]))
    .then(async ([{ hydrateIsland }, component]) => {
      await hydrateIsland(element, component);
      element.dispatchEvent(new Event(HYDRATED));
    });
  hydrations.set(element, hydration);
  // Offline for a moment: the next interaction tries again. (This handler also makes a
  // failure a handled one, so callers need no catch of their own.)
  hydration.catch(() => {
    hydrations.delete(element);
    runtime = undefined;
  });
  // React is on its way: islands that wait for it come along.
  for (const other of elements) if (trigger(other) === "with-react") void hydrate(other);
  return hydration;
}

/** Hydrates on the first sign of use; clicks that come before React has the island are answered now and replayed once it has. */
function hydrateOnInteraction(element: HTMLElement) {
  const listening = new AbortController();
  const { signal } = listening;
  // In order: the shell opened, then an option in it, say. A shell closed again before React needs none of them.
  let clicked: EventTarget[] = [];
  const start = () => void hydrate(element);
  for (const type of ["pointerover", "pointerdown", "focusin", "touchstart"])
    element.addEventListener(type, start, { signal, passive: true });
  element.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      if (target.closest("a[href]")) return; // a link works without React
      event.preventDefault();
      event.stopImmediatePropagation();
      clicked = answerBeforeReact(target) ? [...clicked, target] : [];
      start();
    },
    { signal, capture: true },
  );
  // Enter in a field before React must not post the form to the page: React sends it once it has the island. The
  // key is what counts (the prerendered send button is disabled, so the browser would not submit on its own).
  let submitted: HTMLFormElement | undefined;
  element.addEventListener("submit", (event) => event.preventDefault(), { signal, capture: true });
  element.addEventListener(
    "keydown",
    (event) => {
      const field = event.target;
      if (event.key !== "Enter" || event.isComposing || !(field instanceof HTMLInputElement) || !field.form) return;
      event.preventDefault();
      submitted = field.form;
    },
    { signal, capture: true },
  );
  // However the island came to be hydrated (this, its visibility, another island), React has it now.
  element.addEventListener(
    HYDRATED,
    async () => {
      listening.abort();
      settleFirstTouch(element);
      // One at a time, each after React has rendered the last: the option sees the panel open.
      for (const target of clicked) {
        target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
        await afterPaint();
      }
      // React has adopted what was typed as its state by now; a form closed again meanwhile is left alone.
      if (submitted?.isConnected && !submitted.closest("[hidden]")) submitted.requestSubmit();
    },
    { once: true },
  );
}

/**
 * Hydrates once the island has been in view for a moment: a visitor who only scrolls past pays nothing, and a tap
 * right after scrolling to it gets its answer painted before React's long task (the tap hydrates it at once).
 */
function hydrateWhenVisible(element: HTMLElement) {
  if (typeof IntersectionObserver === "undefined") return void hydrate(element);
  whenNear(element, "0px", () => setTimeout(() => void hydrate(element), 500));
}

for (const element of elements) {
  const when = trigger(element);
  if (when === "interaction" || when === "visible") hydrateOnInteraction(element);
  if (when === "visible") hydrateWhenVisible(element);
  if (when === "load" || islands[element.dataset.island as IslandName]?.wakeAtLoad?.()) void hydrate(element);
}
prefetchIslands(elements);
// Observable by tests and monitoring: behaviours attached, the islands due at load hydrated.
void Promise.allSettled(hydrations.values()).then(() => (document.documentElement.dataset.islands = "ready"));
