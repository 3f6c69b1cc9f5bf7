import { ISLANDS_SCRIPTS } from "./islands-entry";

/**
 * What the page ships: its islands only (every page of a build), or React Router
 * (`react-router dev`, which has no island bundle). Decided while rendering on the
 * server; wherever React Router runs in the browser, it is "router".
 */
export function pageScripts(): "router" | "islands" {
  return import.meta.env.SSR && ISLANDS_SCRIPTS ? "islands" : "router";
}

/** The boot script, at the end of the body: a module script never blocks the first paint. */
export function IslandScripts() {
  if (!ISLANDS_SCRIPTS) return null;
  return (
    <>
      {ISLANDS_SCRIPTS.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={ISLANDS_SCRIPTS.entry} />
    </>
  );
}
