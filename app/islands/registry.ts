import type { ComponentType } from "react";
import { chatWasOpen } from "../components/chat/chat-open-state";
import { hasPendingToasts } from "../components/ui/toast-store";
import { readStoredQuote } from "../../domain/pricing/quote-client";
import { hasCompletedQuote } from "../components/home/completed-quote-key";

/** Any island component: its props arrive as JSON from its own markup (hydrate.tsx). */
export type IslandComponent = ComponentType<never>;
type Loader = () => Promise<IslandComponent>;

/**
 * When an island is hydrated (docs/decisions/011-react-on-demand.md):
 * - "load": as the page loads;
 * - "interaction": on the first hover, focus or touch of it; a click that comes
 *   before React is ready is replayed once it is;
 * - "visible": when it comes near the viewport, or on interaction, whichever is first
 *   (a form further down the page);
 * - "with-react": together with the first other island, since React is then there anyway.
 */
export type Hydrate = "load" | "interaction" | "visible" | "with-react";

interface IslandEntry {
  load: Loader;
  /** Hydrate as the page loads whatever the trigger says, when this holds. */
  wakeAtLoad?: () => boolean;
}

/**
 * Every island a page may contain, by name. Each loads its code only when it is
 * hydrated, so this module (read by the boot script) holds no React.
 */
const entries = {
  // An open conversation stays open from one page to the next.
  "chat-mount": {
    load: () => import("../components/chat/chat-mount").then((m) => m.ChatMount),
    wakeAtLoad: chatWasOpen,
  },
  // A toast the previous page left (a completed quote) is shown at once.
  toaster: {
    load: () => import("../components/ui/lazy-toaster").then((m) => m.LazyToaster),
    wakeAtLoad: hasPendingToasts,
  },
  // Its first step is plain buttons: React comes with the first touch of them, or at once to resume a quote.
  "pricing-calculator": {
    load: () => import("../components/pricing/pricing-calculator").then((m) => m.PricingCalculator),
    wakeAtLoad: () => readStoredQuote() !== null,
  },
  // The home page's banner after a completed quote: React only when one is stored.
  "quote-banner": {
    load: () => import("../components/home/quote-banner").then((m) => m.QuoteBanner),
    wakeAtLoad: hasCompletedQuote,
  },
  "contact-workspace": {
    load: () => import("../components/contact/contact-workspace").then((m) => m.ContactWorkspace),
  },
  "lazy-map": { load: () => import("../components/contact/lazy-map").then((m) => m.LazyMap) },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof entries;
export const islands: Record<IslandName, IslandEntry> = entries;
