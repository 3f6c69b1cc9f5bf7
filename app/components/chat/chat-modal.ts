import { useSyncExternalStore } from "react";

// Below Tailwind's sm breakpoint the chat panel covers the whole page, so there it is a modal dialog: the page
// behind is inert (out of the Tab order and of the accessibility tree) and Tab cycles inside the panel.
const PHONE = "(max-width: 639px)";

function subscribe(onChange: () => void) {
  const query = matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the open panel covers the page (a phone-wide window); false on the server and while hydrating. */
export function usePanelCoversPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(PHONE).matches,
    () => false,
  );
}

/** Regions that must stay heard while the modal is open: the toasts tell of a failed send. */
const staysLive = (element: Element) =>
  ["SCRIPT", "STYLE", "TEMPLATE", "LINK"].includes(element.tagName) || element.matches('[data-island="toaster"]');

/** Makes everything on the page outside `keep` inert; returns the undo, which touches only what it changed. */
export function makeRestOfPageInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || staysLive(sibling)) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`: from its last control to its first, and back. */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const controls = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[inert]"),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const outside = !active || !container.contains(active) || active === container;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
