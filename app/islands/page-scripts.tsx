import { ISLANDS_SCRIPTS } from "./islands-entry";

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
