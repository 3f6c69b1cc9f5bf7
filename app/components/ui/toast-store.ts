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
const emit = () => listeners.forEach((l) => l());

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  items = [...items, { id, variant: "default", ...input }];
  emit();
  return id;
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
  empty: () => [] as ToastItem[],
};
