import { heroVideo } from "./hero-video";
import { memberAvatar } from "./member-avatar";
import { scrollToTop } from "./scroll-to-top";
import { siteHeader } from "./site-header";

/** Attaches to one element; stops listening when the signal aborts. */
export type Behaviour = (element: HTMLElement, signal: AbortSignal) => void;

/**
 * What a page does without React (docs/decisions/011-react-on-demand.md): an element
 * marked data-behaviour="name" gets the behaviour of that name. Each is a few lines
 * of DOM code, small enough to ship on every page.
 */
export const behaviours = {
  "site-header": siteHeader,
  "hero-video": heroVideo,
  "member-avatar": memberAvatar,
  "scroll-to-top": scrollToTop,
} satisfies Record<string, Behaviour>;

export type BehaviourName = keyof typeof behaviours;

/** Attaches every behaviour under `root` not attached yet; the returned function detaches them. */
export function attachBehaviours(root: ParentNode): () => void {
  const controller = new AbortController();
  for (const element of root.querySelectorAll<HTMLElement>("[data-behaviour]:not([data-behaviour-attached])")) {
    const behaviour = behaviours[element.dataset.behaviour as BehaviourName];
    if (!behaviour) continue;
    element.dataset.behaviourAttached = "";
    controller.signal.addEventListener("abort", () => delete element.dataset.behaviourAttached);
    behaviour(element, controller.signal);
  }
  return () => controller.abort();
}
