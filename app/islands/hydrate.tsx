import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandProviders, readIslandContext } from "./island-context";
import type { IslandComponent } from "./registry";

// React's half of island pages, loaded by boot.ts only once a page needs it
// (docs/decisions/011-react-on-demand.md): each marked subtree is hydrated as its
// own React root; the rest of the page stays the prerendered HTML it arrived as.
const context = readIslandContext();

/**
 * Rendered after the island: React runs effects in tree order, so when this one runs
 * the island's own mount effects have run too (a replayed click must come after them).
 */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Resolves once React has committed the island and run its effects, so its event handlers are attached. */
export function hydrateIsland(element: HTMLElement, island: IslandComponent): Promise<void> {
  if (!context) return Promise.reject(new Error("island context missing"));
  // The props the server rendered the island with, serialised into its own markup (<Island>).
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  const Component = island as ComponentType<Record<string, unknown>>;
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <IslandProviders context={context}>
        <Component {...props} />
        <Committed onCommit={resolve} />
      </IslandProviders>,
    );
  });
}
