import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { LocalLink } from "../components/ui/local-link";
import { notFound } from "../../content/navigation";
import { metaFromData } from "../../domain/seo/route-meta";
import { pageData } from "../loaders/page-data.server";

export function loader({ request }: Route.LoaderArgs) {
  return data(pageData(request, "notFound", notFound, { noindex: true }), { status: 404 });
}

export const meta = metaFromData;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const t = loaderData.content;
  return (
    <section className="hero-band flex min-h-[80vh] items-center pt-16">
      <div className="container-page py-20 text-center">
        <p className="text-7xl font-extrabold text-accent-400 sm:text-8xl" aria-hidden="true">
          {t.code}
        </p>
        <h1 className="mt-4 text-title font-bold">{t.title}</h1>
        <p className="mt-4 text-lg text-slate-200">{t.message}</p>
        <LocalLink to="/" className="btn-primary mt-8 bg-white text-brand-800 hover:bg-accent-400">
          {t.home}
        </LocalLink>
      </div>
    </section>
  );
}
