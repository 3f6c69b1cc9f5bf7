import type { ComponentType } from "react";
import { useNavigationMode } from "../lib/navigation-mode";
import type { IslandName } from "./registry";

/**
 * An interactive part of a page. Where React Router runs it is just the component;
 * on island pages (docs/decisions/010-islands.md) it is also marked with its name and
 * props, so entry.client.tsx can hydrate exactly this subtree and nothing else.
 * Props must be JSON: they travel in the HTML.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  if (useNavigationMode() === "router") return <Component {...props} />;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
