import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLanguage } from "../../i18n/use-language";
import { chatWasOpen, rememberChatOpen, reopenLink } from "./chat-open-state";
import { OutlineIcon } from "../ui/outline-icon";
import ChatPanel from "./chat-panel";
import { makeRestOfPageInert, usePanelCoversPage } from "./chat-modal";

const noSubscription = () => () => {};

/**
 * The round chat button at the bottom right of every page, and the panel, prerendered hidden: the boot script
 * opens that markup at the first tap, before React has it (docs/decisions/018-first-touch.md).
 */
export function ChatMount() {
  const { t } = useLanguage();
  // Open on the previous page of this tab: sessionStorage is the browser's, so closed on the server and while hydrating.
  const reopened = useSyncExternalStore(noSubscription, chatWasOpen, () => false);
  // Null until the visitor opens or closes the panel here.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? reopened;
  // A panel reopened by a page load must not take the focus from the page the visitor just opened.
  const takeFocus = chosen !== null;
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // A phone-wide panel covers the page (and the button): a modal, with the page behind it inert.
  const modal = usePanelCoversPage() && open;
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setChosen(false);
    rememberChatOpen(false);
  }, []);

  // Closed, the focus goes back to the button, once the button is no longer inert.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  useEffect(() => (modal && root.current ? makeRestOfPageInert(root.current) : undefined), [modal]);

  // Read while hydrating: the panel's own effect, which runs first, takes the link out of the address.
  const linked = useRef(reopenLink() !== null);
  // A reload starts closed: forget the panel was open. An emailed answer's link opens it on its conversation.
  useEffect(() => {
    if (linked.current) {
      setChosen(true);
      rememberChatOpen(true);
    } else if (!chatWasOpen()) rememberChatOpen(false);
  }, []);

  function toggle() {
    const next = !open;
    setChosen(next);
    rememberChatOpen(next);
  }

  return (
    <div id="chat-widget-root" ref={root}>
      {/* On a phone the button would float over text wherever the page is: it sits on a strip of its own at the
          bottom of the screen, which the page scrolls behind as it does behind the header. */}
      <div
        aria-hidden="true"
        data-testid="chat-gutter"
        className="fixed inset-x-0 bottom-0 z-30 h-[calc(4rem+env(safe-area-inset-bottom))] border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgb(15_42_74/0.08)] sm:hidden"
      />
      <button
        ref={button}
        type="button"
        inert={modal}
        onClick={toggle}
        aria-label={open ? t.chat.minimize : t.chat.openButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="chat-panel"
        data-shell-toggle="chat-panel"
        data-testid="chat-button"
        className="fixed bottom-[calc(0.5rem+env(safe-area-inset-bottom))] right-3 z-[60] flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/30 ring-2 ring-white/80 transition hover:bg-brand-700 sm:bottom-6 sm:right-6 sm:h-14 sm:w-14"
      >
        <OutlineIcon className="h-6 w-6 sm:h-7 sm:w-7" strokeWidth={2}>
          {open ? <path d="M6 9l6 6 6-6" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />}
        </OutlineIcon>
      </button>
      <ChatPanel open={open} modal={modal} onClose={close} takeFocus={takeFocus} />
    </div>
  );
}
