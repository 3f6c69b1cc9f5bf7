import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { showPendingToasts, toastStore } from "./toast-store";
import { useLanguage } from "../../i18n/use-language";

const Toaster = lazy(() => import("./toaster"));

/** Mounted once in the layout; fetches the toast UI with the first toast. */
export function LazyToaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.empty);
  const { t } = useLanguage();
  // What the previous page left to say (a completed quote, say) before it moved here.
  useEffect(showPendingToasts, []);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t.nav.closeToast} regionLabel={t.nav.toastRegion} />
    </Suspense>
  );
}
