import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "./toast-store";
import { useLanguage } from "../../i18n/use-language";

const Toaster = lazy(() => import("./toaster"));

/** Mounted once in the layout; fetches the toast UI with the first toast. */
export function LazyToaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.empty);
  const { t } = useLanguage();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t.nav.closeToast} regionLabel={t.nav.toastRegion} />
    </Suspense>
  );
}
