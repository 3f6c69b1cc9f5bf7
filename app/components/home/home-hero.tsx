import { LocalLink } from "../ui/local-link";
import { accentButtonClass } from "../ui/button-styles";
import { HeroBackdrop } from "./hero-backdrop";
import { HeroVideo } from "./hero-video";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../../domain/seo/seo";
import type { homePage } from "../../../content/home";

type HeroText = (typeof homePage)["ja"]["hero"];

/** Full-screen opening band: poster first, video on top once allowed, text above both. */
export function HomeHero({ t }: { t: HeroText }) {
  const src = (useRouteLoaderData("root") as RootData | undefined)?.embeds.video ?? null;
  return (
    <section
      aria-labelledby="home-hero-title"
      className="hero-band group relative isolate flex min-h-[100svh] items-center overflow-hidden"
    >
      <HeroBackdrop />
      <HeroVideo title={t.videoTitle} src={src} />
      {/* Shades the video under the text; from lg it fades out before the still, which stays crisp. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-t from-brand-900/80 via-transparent to-brand-900/40 lg:mask-r-from-50% lg:mask-r-to-70%"
      />
      <div className="container-page relative pb-28 pt-28 sm:pb-36 sm:pt-32">
        {/* From lg the backdrop's still takes the right part of this column. */}
        <div className="lg:max-w-[56%]">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{t.eyebrow}</p>
          <h1 id="home-hero-title" className="mt-4 max-w-4xl text-balance text-display font-bold tracking-tight">
            {t.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-100 sm:text-xl">{t.subtitle}</p>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-slate-300">{t.subtitleSecondary}</p>
          {/* As wide as their labels, so on phones they stay clear of the floating chat button's corner. */}
          <div className="mt-10 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap">
            <LocalLink to={t.primary.to} className={accentButtonClass} data-testid="hero-services-link">
              {t.primary.label}
              <span aria-hidden="true">→</span>
            </LocalLink>
            <LocalLink to={t.secondary.to} className="btn-on-dark" data-testid="hero-contact-link">
              {t.secondary.label}
            </LocalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
