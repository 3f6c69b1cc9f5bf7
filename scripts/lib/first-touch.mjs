// The first touch of each island on a slow phone (docs/decisions/018-first-touch.md): slow 4G
// (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x through the Chrome DevTools
// protocol, 390 px wide, a fresh context with the cache disabled for every run. Times are taken inside
// the page, from the tap's own event timestamp to the first animation frame in which the island shows
// the change (feedback) and in which React has it and it does what was asked (usable).

export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};
export const TOUCH_BUDGET = { feedbackMs: 100, usableMs: 500 };

/** Whether React has hydrated the element (its props are attached to the DOM node). */
const reactOwns = `(el) => !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"))`;
const visible = `(el) => !!el && el.checkVisibility()`;

/**
 * Each island's first touch: the element tapped, and page-side predicates for "the visitor sees something
 * happen" and "the island is in React's hands and answered the tap". `on` picks the pages (path without /en).
 */
export const touches = [
  {
    island: "chat",
    on: () => true,
    tap: '[data-testid="chat-button"]',
    feedback: `() => (${visible})(document.getElementById("chat-panel"))`,
    // The input is React's, enabled and in the open panel: a typed message is now the panel's draft.
    usable: `() => { const i = document.getElementById("chat-input"); return (${visible})(i) && !i.disabled && (${reactOwns})(i); }`,
  },
  {
    island: "menu",
    on: () => true,
    tap: '[data-testid="mobile-menu-button"]',
    feedback: `() => (${visible})(document.getElementById("mobile-menu"))`,
    usable: `() => (${visible})(document.getElementById("mobile-menu"))`,
  },
  {
    island: "contact form",
    on: (route) => route === "/contact",
    tap: "#contact-name",
    feedback: `() => document.activeElement?.id === "contact-name"`,
    usable: `() => document.activeElement?.id === "contact-name" && (${reactOwns})(document.getElementById("contact-form"))`,
  },
  {
    island: "schedule tab",
    on: (route) => route === "/contact",
    tap: "#contact-tab-schedule",
    feedback: `() => { const t = document.getElementById("contact-tab-schedule"); return t?.getAttribute("aria-selected") === "true" || t?.hasAttribute("data-waking"); }`,
    usable: `() => document.getElementById("contact-tab-schedule")?.getAttribute("aria-selected") === "true"`,
  },
  {
    island: "calculator",
    on: (route) => route === "/pricing-calculator",
    tap: "#quote-name",
    feedback: `() => document.activeElement?.id === "quote-name"`,
    usable: `() => document.activeElement?.id === "quote-name" && (${reactOwns})(document.querySelector('[data-testid="quote-start"]'))`,
  },
];

/** Records the first tap's timestamp from the start of the document (installed before any page script). */
function recordTap() {
  const state = { tap: null, feedback: null, usable: null };
  Object.defineProperty(window, "__firstTouch", { value: state });
  addEventListener(
    "pointerdown",
    (event) => {
      if (state.tap === null && event.isTrusted) state.tap = event.timeStamp;
    },
    { capture: true },
  );
}

/** Checks the two predicates in every frame until both hold (or 20 s pass). */
function watch(feedback, usable) {
  const state = window.__firstTouch;
  const start = performance.now();
  return new Promise((resolve) => {
    const frame = (now) => {
      if (state.tap !== null) {
        if (state.feedback === null && feedback()) state.feedback = now - state.tap;
        if (state.usable === null && usable()) state.usable = now - state.tap;
      }
      if ((state.feedback !== null && state.usable !== null) || now - start > 20_000) return resolve(state);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Opens a phone-sized page on the slow profile in a fresh context; the caller closes the context. */
export async function openSlowPhone(browser, url, { saveData = false } = {}) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
  });
  await context.addInitScript(recordTap);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    connectionType: "cellular4g",
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
  return { context, page };
}

/**
 * One first touch, 4 s after the page has loaded and once the network is quiet (no request for 500 ms).
 * Resolves with { feedback, usable } in ms from the tap.
 */
export async function measureTouch(browser, url, touch) {
  const { context, page } = await openSlowPhone(browser, url);
  try {
    // The visitor reads for a few seconds before the first tap, and the network has gone quiet.
    await page.waitForTimeout(4000);
    await page.waitForLoadState("networkidle");
    // An expression, not eval inside the page: the site's CSP allows no eval.
    const done = page.evaluate(`(${watch})(${touch.feedback}, ${touch.usable})`);
    // Scrolled into view first, then tapped at once: the visitor taps what they have just scrolled to.
    await page.locator(touch.tap).first().tap({ timeout: 30_000 });
    const result = await done;
    return { feedback: result.feedback, usable: result.usable };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median of `runs` first touches of every island on the page (route: the path without /en). */
export async function measureTouches(browser, url, route, runs = 3) {
  const row = {};
  for (const touch of touches.filter((t) => t.on(route))) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measureTouch(browser, url, touch));
    const feedback = median(results.map((r) => r.feedback ?? Infinity));
    const usable = median(results.map((r) => r.usable ?? Infinity));
    row[touch.island] = { feedback: Math.round(feedback), usable: Math.round(usable) };
  }
  return row;
}
