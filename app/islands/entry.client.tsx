import { hydrateRoot } from "react-dom/client";
import { IslandProviders, readIslandContext } from "./island-context";
import { islands, type IslandName } from "./registry";

// The browser side of island pages (docs/decisions/010-islands.md): each marked
// subtree is hydrated as its own React root; the rest of the page stays the
// prerendered HTML it arrived as.
const context = readIslandContext();
if (context) {
  const hydrated = [...document.querySelectorAll<HTMLElement>("[data-island]")].map(async (element) => {
    const load = islands[element.dataset.island as IslandName];
    if (!load) return;
    const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
    const Component = await load();
    hydrateRoot(
      element,
      <IslandProviders context={context}>
        <Component {...props} />
      </IslandProviders>,
    );
  });
  // Observable by tests and monitoring, as React Router's globals are on its pages.
  void Promise.allSettled(hydrated).then(() => (document.documentElement.dataset.islands = "hydrated"));
}
