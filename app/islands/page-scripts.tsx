import { useMatches } from "react-router";
import { ISLANDS_SCRIPTS } from "./islands-entry";

/** A route module's `handle`: `scripts: "router"` for a page that needs React Router's data APIs in the browser (none today). */
export interface PageHandle {
  scripts?: "router" | "islands";
}

/**
 * What the page ships: its islands only, or React Router. Decided while rendering
 * on the server; in the browser, React Router only ever runs on "router" pages, so
 * there it is always "router" (also after navigating to a page that would be served
 * as islands).
 */
export function usePageScripts(): "router" | "islands" {
  const matches = useMatches();
  if (!import.meta.env.SSR || !ISLANDS_SCRIPTS) return "router";
  return matches.some((match) => (match.handle as PageHandle | undefined)?.scripts === "router") ? "router" : "islands";
}

/** The island bundle, at the end of the body: a module script never blocks the first paint. */
export function IslandScripts() {
  if (!ISLANDS_SCRIPTS) return null;
  return <script type="module" src={ISLANDS_SCRIPTS.entry} />;
}
