import { isLocale } from "../../domain/i18n/locales";
import { switchLanguage } from "../../domain/i18n/saved-language";

/** Spec section 9: the bar turns solid after 20 px of scrolling. */
export const SOLID_AFTER_PX = 20;

/**
 * The header's behaviour, on the markup SiteHeader renders (state lives in the
 * attributes its classes read: data-solid, aria-expanded, hidden). Plain DOM code,
 * so a page needs no React to open a menu (docs/decisions/011-react-on-demand.md).
 */
export function siteHeader(header: HTMLElement, signal: AbortSignal) {
  const menuButton = header.querySelector<HTMLElement>("[data-menu-button]");
  const menu = header.querySelector<HTMLDetailsElement>("[data-mobile-menu]");
  let scrolled = false;
  let menuOpen = false;
  const paint = () => (header.dataset.solid = String(scrolled || menuOpen));

  const onScroll = () => {
    if (scrolled === window.scrollY > SOLID_AFTER_PX) return;
    scrolled = !scrolled;
    paint();
  };
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true, signal });

  if (menuButton && menu) {
    // The menu is a <details>: it opens without script, and its <summary> tells assistive
    // technology whether it is expanded. This adds the label, Escape and the backdrop.
    const label = menuButton.querySelector("[data-menu-label]");
    menu.addEventListener(
      "toggle",
      () => {
        menuOpen = menu.open;
        const text = menuOpen ? menuButton.dataset.closeLabel : menuButton.dataset.openLabel;
        if (label && text) label.textContent = text;
        paint();
      },
      { signal },
    );
    // Choosing a link (or the other language) or the backdrop closes the menu.
    menu.addEventListener(
      "click",
      (e) => {
        if ((e.target as Element).closest("a, [data-menu-backdrop]")) menu.open = false;
      },
      { signal },
    );
    document.addEventListener(
      "keydown",
      (e) => {
        if (e.key !== "Escape" || !menu.open) return;
        menu.open = false;
        menuButton.focus();
      },
      { signal },
    );
  }

  for (const item of header.querySelectorAll<HTMLElement>("[data-dropdown]")) dropdown(item, signal);

  for (const toggle of header.querySelectorAll<HTMLElement>("[data-language-toggle]")) {
    // The link loads the twin page; with script the choice is saved and the query string and hash kept.
    toggle.addEventListener(
      "click",
      (e) => {
        if (!isLocale(toggle.dataset.languageToggle)) return;
        e.preventDefault();
        switchLanguage(toggle.dataset.languageToggle);
      },
      { signal },
    );
  }
}

/**
 * Disclosure-style dropdown: the button toggles a list of links. Opens on hover for
 * mouse users, on Enter/Space for keyboard users; Escape closes and returns focus;
 * leaving it (focus, pointer, a click elsewhere) closes it.
 */
function dropdown(item: HTMLElement, signal: AbortSignal) {
  const button = item.querySelector("button");
  const list = item.querySelector("ul");
  if (!button || !list) return;
  let open = false;
  // From here on the script, not app.css's hover/focus rule, opens the list (data-dropdown-ready).
  item.dataset.dropdownReady = "";
  // A mouse user's click on a menu that hovering already opened must not close it again.
  let openedByHover = false;
  const setOpen = (next: boolean) => {
    open = next;
    button.setAttribute("aria-expanded", String(next));
    list.hidden = !next;
  };
  setOpen(false);

  item.addEventListener(
    "pointerenter",
    (e) => {
      if (e.pointerType !== "mouse" || open) return;
      openedByHover = true;
      setOpen(true);
    },
    { signal },
  );
  item.addEventListener(
    "pointerleave",
    (e) => {
      if (e.pointerType !== "mouse") return;
      openedByHover = false;
      setOpen(false);
    },
    { signal },
  );
  item.addEventListener("focusout", (e) => !item.contains(e.relatedTarget as Node | null) && setOpen(false), {
    signal,
  });
  item.addEventListener(
    "keydown",
    (e) => {
      if (e.key !== "Escape" || !open) return;
      setOpen(false);
      button.focus();
    },
    { signal },
  );
  button.addEventListener(
    "click",
    () => {
      if (openedByHover) openedByHover = false;
      else setOpen(!open);
    },
    { signal },
  );
  list.addEventListener("click", (e) => (e.target as Element).closest("a") && setOpen(false), { signal });
  document.addEventListener("pointerdown", (e) => open && !item.contains(e.target as Node) && setOpen(false), {
    signal,
  });
}
