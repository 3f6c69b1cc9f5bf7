/** The round frame of a portrait and of the initials that stand in for it. */
export const avatarFrameClass = "h-32 w-32 shrink-0 rounded-full ring-4 ring-white shadow-md";
export const avatarInitialsClass = `${avatarFrameClass} flex items-center justify-center bg-gradient-to-br from-brand-600 to-brand-800 text-3xl font-bold tracking-wide text-white`;

/**
 * A portrait that fails to load gives way to the member's initials (spec section 8).
 * The image may have failed before this runs (the error event is then long gone),
 * so a finished image with no size counts as failed too.
 */
export function memberAvatar(img: HTMLElement, signal: AbortSignal) {
  if (!(img instanceof HTMLImageElement)) return;
  const fallBack = () => {
    const initials = document.createElement("span");
    initials.setAttribute("role", "img");
    initials.setAttribute("aria-label", img.alt);
    initials.dataset.testid = "avatar-initials";
    initials.className = avatarInitialsClass;
    const text = document.createElement("span");
    text.setAttribute("aria-hidden", "true");
    text.textContent = img.dataset.initials ?? "";
    initials.append(text);
    img.replaceWith(initials);
  };
  if (img.complete && img.naturalWidth === 0) fallBack();
  else img.addEventListener("error", fallBack, { once: true, signal });
}
