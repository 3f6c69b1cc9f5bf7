import { COMPOSING_HEARTBEAT_MS } from "./lead-conversation";

/**
 * The staff office's one script, /staff/lead-compose.js (the CSP allows 'self' scripts, no
 * inline ones). While the reply form is focused or typed in, it tells the server "writing a
 * reply" every heartbeat, so a colleague opening the lead is warned; the heartbeat stops when
 * the writer does (no input, focus elsewhere), and the mark is released at once when the
 * writer closes the form (focus leaves it unchanged) or leaves the page (`pagehide`, through
 * `sendBeacon`, which outlives the page). Without the script the form still works: a held reply
 * is marked by the server, its "don't send" button releases the mark, and the mark lapses
 * after three missed heartbeats.
 */
export const LEAD_COMPOSE_JS = `"use strict";
const HEARTBEAT = ${COMPOSING_HEARTBEAT_MS};
for (const form of document.querySelectorAll("form[data-composing]")) {
  const url = form.dataset.composing;
  const csrf = () => new URLSearchParams({ csrf: form.elements.csrf.value });
  const body = form.elements.body;
  // A held reply (the server marked it) is still being written.
  let marked = form.hasAttribute("data-held");
  let last = marked ? Date.now() : 0;
  let active = marked;
  let sending = false;
  const beat = () => {
    active = true;
    const now = Date.now();
    if (now - last < HEARTBEAT - 1000) return;
    last = now;
    marked = true;
    fetch(url, { method: "POST", body: csrf(), credentials: "same-origin" }).catch(() => {});
  };
  const release = () => {
    if (!marked) return;
    marked = false;
    active = false;
    last = 0;
    navigator.sendBeacon(url + "/release", csrf());
  };
  const changed = () => body && body.value !== body.defaultValue;
  form.addEventListener("focusin", beat);
  form.addEventListener("input", beat);
  form.addEventListener("submit", () => { sending = true; });
  // Focus leaving an untouched form is the writer closing it.
  form.addEventListener("focusout", (event) => {
    if (form.contains(event.relatedTarget)) return;
    active = false;
    if (!changed()) release();
  });
  // Renewed only while the writer is at it: a page left open in a tab lets its mark lapse.
  setInterval(() => { if (active && marked && document.visibilityState === "visible") { last = 0; beat(); } }, HEARTBEAT);
  window.addEventListener("pagehide", () => { if (!sending) release(); });
}
`;
