/**
 * The staff office's one script, /staff/lead-compose.js (the CSP allows 'self' scripts, no
 * inline ones): while the reply form is focused or typed in, it tells the server "writing a
 * reply" at most once a minute, so a colleague opening the lead is warned. Without it the
 * form still works, and the time the page was opened still stops a second answer.
 */
export const LEAD_COMPOSE_JS = `"use strict";
for (const form of document.querySelectorAll("form[data-composing]")) {
  let last = 0;
  const beat = () => {
    const now = Date.now();
    if (now - last < 60000) return;
    last = now;
    const body = new URLSearchParams({ csrf: form.elements.csrf.value });
    fetch(form.dataset.composing, { method: "POST", body, credentials: "same-origin" }).catch(() => {});
  };
  form.addEventListener("focusin", beat);
  form.addEventListener("input", beat);
}
`;
