import { useCallback, useEffect, useRef, useState } from "react";
import { useLanguage } from "../../i18n/use-language";
import { chatWasOpen, rememberChatOpen } from "./chat-open-state";
import { OutlineIcon } from "../ui/outline-icon";

type Panel = typeof import("./chat-panel").default;

// The panel is its own chunk, fetched on the first hover, focus or touch of the
// button: pages whose visitors never chat load only this button.
// Not React.lazy: React 19 holds back a Suspense reveal for up to 300 ms, and the
// panel must open in under 100 ms once its code is cached.
let loading: Promise<Panel> | undefined;
function loadPanel(): Promise<Panel> {
  loading ??= import("./chat-panel").then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined; // offline for a moment: the next interaction tries again
      throw error;
    },
  );
  return loading;
}
export const preloadChatPanel = () => void loadPanel().catch(() => {});

/** The round chat button at the bottom right of every page, and the panel once it has been opened. */
export function ChatMount() {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const [ChatPanel, setChatPanel] = useState<Panel | null>(null);
  // A panel reopened by a page load must not take the focus from the page the visitor just opened.
  const [takeFocus, setTakeFocus] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    rememberChatOpen(false);
    button.current?.focus();
  }, []);

  const showPanel = useCallback(() => {
    loadPanel().then(
      (panel) => setChatPanel(() => panel),
      () => {
        setOpen(false);
        rememberChatOpen(false);
      },
    );
  }, []);

  useEffect(() => {
    if (!chatWasOpen()) return rememberChatOpen(false);
    setTakeFocus(false);
    setOpen(true);
    showPanel();
  }, [showPanel]);

  function toggle() {
    const next = !open;
    setTakeFocus(true);
    setOpen(next);
    rememberChatOpen(next);
    if (!ChatPanel) showPanel();
  }

  return (
    <div id="chat-widget-root">
      <button
        ref={button}
        type="button"
        onPointerEnter={preloadChatPanel}
        onFocus={preloadChatPanel}
        onTouchStart={preloadChatPanel}
        onClick={toggle}
        aria-label={open ? t.chat.minimize : t.chat.openButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={ChatPanel ? "chat-panel" : undefined}
        data-testid="chat-button"
        className="fixed bottom-4 right-4 z-[60] flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/30 ring-2 ring-white/80 transition hover:bg-brand-700 sm:bottom-6 sm:right-6"
      >
        <OutlineIcon className="h-7 w-7" strokeWidth={2}>
          {open ? <path d="M6 9l6 6 6-6" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />}
        </OutlineIcon>
      </button>
      {ChatPanel && <ChatPanel open={open} onClose={close} takeFocus={takeFocus} />}
    </div>
  );
}
