/**
 * Runs `run` after the load event and a painted frame, when the browser is idle: what it starts
 * (an embed, code fetched ahead of use) then never competes with the page itself.
 */
export function afterLoadIdle(run: () => void, signal?: AbortSignal) {
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  const later = () => requestAnimationFrame(whenIdle);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true, signal });
}
