import type { ComponentType } from "react";
import { ISLANDS_SCRIPTS } from "./islands-entry";
import type { Hydrate, IslandName } from "./registry";
import { withIslandPhraseBreaks } from "../../domain/text/island-phrases";

/**
 * An interactive part of a page that needs React in the browser
 * (docs/decisions/010-islands.md and 011-react-on-demand.md): marked with its name, its props and when to
 * hydrate, so the page's boot script can hydrate exactly this subtree, and only when it is needed. Props must
 * be JSON: they travel in the HTML.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = "load",
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: Hydrate;
}) {
  // The island's words break between phrases like the rest of the page, in this render and in the browser's.
  const shown = withIslandPhraseBreaks(props, name);
  // The files its hydration needs, which the boot script fetches ahead of the first touch (decision 018).
  const chunks = ISLANDS_SCRIPTS?.chunks[name]?.join(" ");
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(shown)}
      data-chunks={chunks}
      className="contents"
    >
      <Component {...shown} />
    </div>
  );
}
