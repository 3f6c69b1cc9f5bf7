import { Outlet } from "react-router";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { useLanguage } from "../../i18n/use-language";
import { ChatMount } from "../chat/chat-mount";
import { LazyToaster } from "../ui/lazy-toaster";
import { Island } from "../../islands/island";

export default function SiteLayout() {
  const { t } = useLanguage();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
      >
        {t.nav.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Island name="chat-mount" component={ChatMount} props={{}} hydrate="interaction" />
      <Island name="toaster" component={LazyToaster} props={{}} hydrate="with-react" />
    </>
  );
}
