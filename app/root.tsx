import { Links, Meta, Outlet, isRouteErrorResponse, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { IslandContextScript, IslandProviders } from "./islands/island-context";
import { IslandScripts } from "./islands/page-scripts";
import { localeFromPath } from "../domain/i18n/paths";
import { LANGUAGE_REDIRECT_SCRIPT } from "../domain/i18n/language-redirect";
import { errorPage } from "../content/errors";
import type { RootData } from "../domain/seo/seo";
import { sharedDictionary } from "../domain/i18n/shared-dictionary";
import stylesheet from "./app.css?url";

export async function loader({ request }: Route.LoaderArgs) {
  const { publicConfig } = await import("./loaders/public-config.server");
  const root: RootData = publicConfig();
  return { ...root, t: sharedDictionary(localeFromPath(new URL(request.url).pathname)) };
}

export const links: Route.LinksFunction = () => [
  // precedence makes React hoist the (render-blocking) stylesheet above the script preloads,
  // so on a slow connection the first paint does not wait for the JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "high" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        {/* Runs before first paint: a saved English choice leaves the Japanese URL at once. */}
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_REDIRECT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        {children}
        <IslandScripts />
      </body>
    </html>
  );
}

export default function App() {
  const { t } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const context = { t, pathname };
  // Every page is an island page (docs/decisions/010-islands.md): plain links, and the data the islands hydrate with.
  return (
    <>
      <IslandProviders context={context}>
        <Outlet />
      </IslandProviders>
      <IslandContextScript context={context} />
    </>
  );
}

/** Anything unexpected: a friendly translated page, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname);
  const t = errorPage[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="text-section font-bold">{t.title}</h1>
      <p>{t.message}</p>
      <a className="btn-primary" href={locale === "en" ? "/en" : "/"}>
        {t.home}
      </a>
    </main>
  );
}
