/**
 * A tiny toast queue any component can push to. The visible part (Radix Toast,
 * toaster.tsx) is loaded only when the first toast is shown, so pages that never
 * toast pay nothing for it.
 */
export type ToastVariant = "default" | "success" | "destructive";

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

type Listener = () => void;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const NO_TOASTS: ToastItem[] = [];
const emit = () => listeners.forEach((l) => l());

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  items = [...items, { id, variant: "default", ...input }];
  emit();
  return id;
}

const PENDING_KEY = "pending-toasts";
type ToastInput = Parameters<typeof toast>[0];

/**
 * A toast for the next page, when this one is about to be left by a page load
 * (island pages are separate documents): kept for this tab until the toaster of
 * the next page shows it (showPendingToasts).
 */
const pendingToasts = () => JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "[]") as ToastInput[];

export function toastOnNextPage(input: ToastInput) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pendingToasts(), input]));
  } catch {
    // Storage disabled: shown here instead, for as long as this page stays.
    toast(input);
  }
}

export function showPendingToasts() {
  try {
    const pending = pendingToasts();
    sessionStorage.removeItem(PENDING_KEY);
    pending.forEach(toast);
  } catch {
    // Nothing pending, or storage disabled.
  }
}

/** Whether the previous page left a toast for this one (the boot script then wakes the toaster at once). */
export function hasPendingToasts(): boolean {
  try {
    return pendingToasts().length > 0;
  } catch {
    return false;
  }
}

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
  // One array, not a new one per call: React compares server snapshots by identity.
  empty: () => NO_TOASTS,
};
