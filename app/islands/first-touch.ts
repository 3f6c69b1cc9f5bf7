// What a tap shows before React has the island (docs/decisions/018-first-touch.md): the markup is already
// on the page, so plain DOM code answers at once and React takes over the same elements when it arrives.
// - a shell: data-shell-toggle="id" (the chat button) shows or hides the element with that id, marked
//   data-shell (the chat panel, prerendered hidden), and moves the focus into it as the component would;
//   a data-shell-close inside it hides it again;
// - anything else tapped (a tab, a button) looks pressed (data-waking, app/app.css) until React has it.

/** The shell's toggle, named by the shell's id. */
const toggleOf = (shell: HTMLElement) => document.querySelector<HTMLElement>(`[data-shell-toggle="${shell.id}"]`);

function setShell(shell: HTMLElement, open: boolean) {
  shell.hidden = !open;
  const toggle = toggleOf(shell);
  toggle?.setAttribute("aria-expanded", String(open));
  if (!open) return toggle?.focus();
  // As the component does: the input on a fine pointer, the dialog itself on touch (no keyboard over the page).
  const field = matchMedia("(pointer: fine)").matches ? shell.querySelector<HTMLElement>("[data-shell-focus]") : null;
  (field ?? shell).focus();
}

/**
 * Answers a click that came before React; returns whether React must see it again once it has the island
 * (a shell opened and closed again before then needs nothing more).
 */
export function answerBeforeReact(target: Element): boolean {
  const toggle = target.closest<HTMLElement>("[data-shell-toggle]");
  const shell = toggle && document.getElementById(toggle.dataset.shellToggle ?? "");
  if (shell) {
    setShell(shell, shell.hidden);
    return !shell.hidden;
  }
  const closing = target.closest("[data-shell-close]")?.closest<HTMLElement>("[data-shell]");
  if (closing) {
    setShell(closing, false);
    return false;
  }
  target.closest("button, [role=tab]")?.setAttribute("data-waking", "");
  return true;
}

/** React has the island: the pressed look goes. */
export function settleFirstTouch(island: HTMLElement) {
  for (const element of island.querySelectorAll("[data-waking]")) element.removeAttribute("data-waking");
}
