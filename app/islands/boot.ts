import { attachBehaviours } from "../behaviours/registry";
import { islands, type Hydrate, type IslandName } from "./registry";

// The one script every page loads (docs/decisions/011-react-on-demand.md). It
// attaches the plain DOM behaviours (header, avatars, hero video) and hydrates the
// page's React islands when they are needed: most pages never load React at all.

attachBehaviours(document);

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
  hydration = Promise.all([runtime, island.load()]).then(([{ hydrateIsland }, component]) => hydrateIsland(element, component));
  hydrations.set(element, hydration);
  // Offline for a moment: the next interaction tries again.
  hydration.catch(() => {
    hydrations.delete(element);
    runtime = undefined;
  });
  // React is on its way: islands that wait for it come along.
  for (const other of elements) if (trigger(other) === "with-react") void hydrate(other);
  return hydration;
}

/** Hydrates on the first sign of use; a click that comes first is replayed once React has the island. */
function hydrateOnInteraction(element: HTMLElement) {
  const listening = new AbortController();
  const { signal } = listening;
  let clicked: EventTarget | null = null;
  const start = () =>
    hydrate(element).then(
      () => {
        listening.abort();
        clicked?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
        clicked = null;
      },
      () => {},
    );
  for (const type of ["pointerover", "focusin", "touchstart"]) element.addEventListener(type, start, { signal, passive: true });
  element.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest("a[href]")) return; // a link works without React
      event.preventDefault();
      event.stopImmediatePropagation();
      clicked = event.target;
      void start();
    },
    { signal, capture: true },
  );
}

for (const element of elements) {
  if (trigger(element) === "interaction") hydrateOnInteraction(element);
  if (trigger(element) === "load" || islands[element.dataset.island as IslandName]?.wakeAtLoad?.()) void hydrate(element);
}
// Observable by tests and monitoring: behaviours attached, the islands due at load hydrated.
void Promise.allSettled(hydrations.values()).then(() => (document.documentElement.dataset.islands = "ready"));
