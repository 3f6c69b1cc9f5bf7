import type { ComponentType } from "react";
import { ChatMount } from "../components/chat/chat-mount";
import { SiteHeader } from "../components/layout/site-header";
import { LazyToaster } from "../components/ui/lazy-toaster";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island checks its own props
type Loader = () => Promise<ComponentType<any>>;

/**
 * Every island a page may contain, by name. The header, the chat button and the
 * toasts are on every page and ship in the entry; the others load only on the pages
 * that have them.
 */
export const islands = {
  "site-header": () => Promise.resolve(SiteHeader),
  "chat-mount": () => Promise.resolve(ChatMount),
  toaster: () => Promise.resolve(LazyToaster),
  "hero-video": () => import("../components/home/hero-video").then((m) => m.HeroVideo),
  "member-avatar": () => import("../components/team/member-avatar").then((m) => m.MemberAvatar),
  "scroll-to-top": () => import("../components/ui/scroll-to-top").then((m) => m.ScrollToTop),
  "pricing-calculator": () => import("../components/pricing/pricing-calculator").then((m) => m.PricingCalculator),
  "contact-workspace": () => import("../components/contact/contact-workspace").then((m) => m.ContactWorkspace),
  "lazy-map": () => import("../components/contact/lazy-map").then((m) => m.LazyMap),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islands;
