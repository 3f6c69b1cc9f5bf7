import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import type { ContactPageContent } from "../../../content/contact-page";

const tabs = ["message", "schedule"] as const;
type Tab = (typeof tabs)[number];

/** How long the page waits before scrolling to the opened schedule tab (spec section 9). */
const SCHEDULE_SCROLL_DELAY_MS = 100;

const triggerClass =
  "flex min-h-11 items-center justify-center rounded-xl px-2 py-2 text-center text-sm font-semibold leading-tight text-slate-700 transition hover:text-brand-800 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow sm:text-base";

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/** The address's #fragment, which the server never sees: "" while rendering there and hydrating. */
function useLocationHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
}

/**
 * "Send a message" and "Schedule a meeting" as a WAI-ARIA tab list with automatic
 * activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab in the Tab
 * order, arrow keys and Home/End move between tabs. Written here rather than with
 * @radix-ui/react-tabs, which costs about 10 KB gzip and would push this page past
 * its 130 KB JavaScript budget. #schedule in the URL opens the schedule tab and
 * scrolls to it; any other visit without a hash starts at the top (spec sections 2, 4, 9).
 */
export function ContactTabs({
  copy,
  message,
  schedule,
}: {
  copy: ContactPageContent["tabs"];
  message: ReactNode;
  schedule: ReactNode;
}) {
  const hash = useLocationHash();
  const [tab, setTab] = useState<Tab>("message");
  // Arriving at #schedule (on load, or by a link on the page) opens its tab; leaving it keeps the tab chosen.
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (hash === "#schedule") setTab("schedule");
  }
  const anchor = useRef<HTMLDivElement>(null);
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // Fixed ids, not useId: this hydrates as an island of its own (docs/decisions/010-islands.md).
  const tabId = (t: Tab) => `contact-tab-${t}`;
  const panelId = (t: Tab) => `contact-panel-${t}`;

  // Set when this component itself drops #schedule from the address, which must not scroll the page.
  const droppingHash = useRef(false);

  // Hydrating must not move the page: on a phone that happens as the visitor scrolls to the form.
  const hydrated = useRef(false);

  useEffect(() => {
    const first = !hydrated.current;
    hydrated.current = true;
    if (droppingHash.current) {
      droppingHash.current = false;
      return;
    }
    if (hash === "#schedule") {
      const timer = setTimeout(() => anchor.current?.scrollIntoView({ block: "start" }), SCHEDULE_SCROLL_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // Another hash (#contact-form after a form post) is the browser's to scroll to.
    if (!hash && !first) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [hash]);

  // A link to #schedule followed again while the address already ends in it changes no hash: open the tab all the same.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.hash !== "#schedule" ||
        link.pathname !== window.location.pathname
      )
        return;
      if (window.location.hash !== "#schedule") return; // the hashchange does it
      setTab("schedule");
      setTimeout(() => anchor.current?.scrollIntoView({ block: "start" }), SCHEDULE_SCROLL_DELAY_MS);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  /** Back on the message tab, the address no longer says #schedule (a reload or a shared link would open the wrong tab). */
  function select(next: Tab) {
    setTab(next);
    if (next !== "schedule" && window.location.hash === "#schedule") {
      droppingHash.current = true;
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    select(next);
    buttons.current[next]?.focus();
  }

  const labels: Record<Tab, string> = { message: copy.message, schedule: copy.schedule };
  return (
    <div id="schedule" ref={anchor}>
      <div
        role="tablist"
        aria-label={copy.label}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1"
        data-testid="contact-tabs"
      >
        {tabs.map((t) => (
          <button
            key={t}
            ref={(el) => {
              buttons.current[t] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t)}
            aria-selected={tab === t}
            aria-controls={panelId(t)}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => select(t)}
            onKeyDown={onKeyDown}
            className={triggerClass}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      {/* The message panel stays mounted while hidden, so switching tabs never loses what was typed;
          the schedule panel mounts its widget only while open. */}
      <div
        role="tabpanel"
        id={panelId("message")}
        aria-labelledby={tabId("message")}
        tabIndex={0}
        hidden={tab !== "message"}
        className="mt-8"
      >
        {message}
      </div>
      <div
        role="tabpanel"
        id={panelId("schedule")}
        aria-labelledby={tabId("schedule")}
        tabIndex={0}
        hidden={tab !== "schedule"}
        className="mt-8"
      >
        {tab === "schedule" && schedule}
      </div>
    </div>
  );
}
