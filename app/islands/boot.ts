import { attachBehaviours } from "../behaviours/registry";
import { islands, type Hydrate, type IslandName } from "./registry";
import { sendAnalytics } from "./analytics";

// The one script every page loads (docs/decisions/011-react-on-demand.md). It
// attaches the plain DOM behaviours (header, avatars, hero video) and hydrates the
// page's React islands when they are needed: most pages never load React at all.

attachBehaviours(document);
sendAnalytics();

const HYDRATED = "island-hydrated";
let runtime: Promise<typeof import("./hydrate")> | undefined;
const hydrations = new Map<HTMLElement, Promise<void>>();
const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const trigger = (element: HTMLElement) => element.dataset.hydrate as Hydrate;

function hydrate(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (hydration) return hydration;
  const island = islands[element.dataset.island as IslandName];
  if (!island) return Promise.resolve();
  runtime ??= import("./hydrate");
  hydration = Promise.all([runtime, island.load()]).then(async ([{ hydrateIsland }, component]) => {
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

/** Hydrates on the first sign of use; a click that comes before React has the island is replayed once it has. */
function hydrateOnInteraction(element: HTMLElement) {
  const listening = new AbortController();
  const { signal } = listening;
  let clicked: EventTarget | null = null;
  const start = () => void hydrate(element);
  for (const type of ["pointerover", "focusin", "touchstart"])
    element.addEventListener(type, start, { signal, passive: true });
  element.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest("a[href]")) return; // a link works without React
      event.preventDefault();
      event.stopImmediatePropagation();
      clicked = event.target;
      start();
    },
    { signal, capture: true },
  );
  // However the island came to be hydrated (this, its visibility, another island), React has it now.
  element.addEventListener(
    HYDRATED,
    () => {
      listening.abort();
      clicked?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
    },
    { once: true },
  );
}

/** Hydrates once the island comes near the viewport (its wrapper has no box of its own: its children are watched). */
function hydrateWhenVisible(element: HTMLElement) {
  if (typeof IntersectionObserver === "undefined") return void hydrate(element);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void hydrate(element);
    },
    // Once it is actually in view: a visitor who only wanted the address never pays for the form.
    // Focusing or touching it before then hydrates it too (hydrateOnInteraction).
    { rootMargin: "0px" },
  );
  for (const child of element.children) observer.observe(child);
}

for (const element of elements) {
  const when = trigger(element);
  if (when === "interaction" || when === "visible") hydrateOnInteraction(element);
  if (when === "visible") hydrateWhenVisible(element);
  if (when === "load" || islands[element.dataset.island as IslandName]?.wakeAtLoad?.()) void hydrate(element);
}
// Observable by tests and monitoring: behaviours attached, the islands due at load hydrated.
void Promise.allSettled(hydrations.values()).then(() => (document.documentElement.dataset.islands = "ready"));
