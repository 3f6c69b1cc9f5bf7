import { useEffect, useEffectEvent } from "react";
import type { CalculatorStart } from "../../../domain/pricing/calculator-link";

// Loaded only when the address names a plan, so the page's JavaScript at load stays the same.
const loadCalculatorLink = () => import("../../../domain/pricing/calculator-link");

/**
 * A link with a plan chosen ("?plan=web-medium&pages=8", from the chat's estimates):
 * read once, with the shared schema, for the address the page was opened with.
 */
export function useCalculatorLink(onLoaded: (start: CalculatorStart) => void): void {
  // The latest callback, without reading the link again when it changes.
  const loaded = useEffectEvent(onLoaded);

  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has("plan")) return;
    let active = true;
    loadCalculatorLink()
      .then((m) => {
        const start = m.readCalculatorQuery(window.location.search);
        if (active && start) loaded(start);
      })
      .catch((error: unknown) =>
        console.warn("calculator link unreadable", error instanceof Error ? error.message : error),
      );
    return () => {
      active = false;
    };
  }, []);
}
