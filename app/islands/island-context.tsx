import type { ReactNode } from "react";
import { LanguageProvider } from "../i18n/use-language";
import type { SharedDictionary } from "../../domain/i18n/shared-dictionary";

/** What every island needs besides its own props. */
export interface IslandContext {
  t: SharedDictionary;
  /** The path the server rendered, so islands agree with its HTML whatever the address bar shows. */
  pathname: string;
}

const ELEMENT_ID = "island-context";

/** Data, not code: a JSON block is never executed, so the CSP needs no hash for it. */
export function IslandContextScript({ context }: { context: IslandContext }) {
  // "<" escaped so no text in the dictionary can close the element.
  const json = JSON.stringify(context).replace(/</g, "\\u003c");
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

export function readIslandContext(): IslandContext | null {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as IslandContext) : null;
}

/** The contexts every island renders in: the same on the server (root.tsx) and in the browser (hydrate.tsx), so hydration matches. */
export function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <LanguageProvider dictionary={context.t} pathname={context.pathname}>
      {children}
    </LanguageProvider>
  );
}
