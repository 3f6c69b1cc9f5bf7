import * as Toast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { dismissToast, toastStore, type ToastVariant } from "./toast-store";

const variantClass: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  destructive: "border-red-300 bg-red-50 text-red-950",
};

/** Radix Toast: announced to screen readers, swipe/Escape to dismiss, pauses on hover and focus. */
export default function Toaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.empty);
  return (
    <Toast.Provider duration={6000} label={regionLabel}>
      {items.map((t) => (
        <Toast.Root
          key={t.id}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-testid="toast"
          data-variant={t.variant}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${variantClass[t.variant]}`}
        >
          <div className="flex-1">
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="mt-1 text-sm">{t.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={closeLabel} className="rounded p-1 text-current/70 hover:bg-black/5">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed left-1/2 top-20 z-[90] flex w-[min(92vw,26rem)] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
