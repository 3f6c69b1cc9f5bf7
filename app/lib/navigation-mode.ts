import { createContext, useContext } from "react";

/**
 * How this page moves between pages (docs/decisions/010-islands.md):
 * - "document": the page ships no router, only its islands; links are plain anchors
 *   and every page arrives prerendered from the server (every page of the build).
 * - "router": React Router runs in the browser (`react-router dev`); links are
 *   client-side navigations.
 */
export type NavigationMode = "router" | "document";

const NavigationModeContext = createContext<NavigationMode>("router");

export const NavigationModeProvider = NavigationModeContext.Provider;

export function useNavigationMode(): NavigationMode {
  return useContext(NavigationModeContext);
}
