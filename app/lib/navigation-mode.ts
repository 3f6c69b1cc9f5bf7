import { createContext, useContext } from "react";

/**
 * How this page moves between pages (docs/decisions/010-islands.md):
 * - "router": React Router runs in the browser (the contact and calculator pages, and
 *   wherever a visitor goes from them); links are client-side navigations.
 * - "document": the page ships no router, only its islands; links are plain anchors
 *   and every page arrives prerendered from the server.
 */
export type NavigationMode = "router" | "document";

const NavigationModeContext = createContext<NavigationMode>("router");

export const NavigationModeProvider = NavigationModeContext.Provider;

export function useNavigationMode(): NavigationMode {
  return useContext(NavigationModeContext);
}
