import { HeroStill } from "./hero-still";

/**
 * The hero's poster: pure CSS and inline SVG, painted with the HTML, so the hero
 * looks finished before (or without) the video. The waves echo the logo's river.
 * From lg the still fills the right part of the page's column, beside the text
 * (HomeHero keeps its text to the left part), and on the widest screens reaches
 * into the margin; on narrower screens it would sit under the text, so it is left out.
 */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -right-40 -top-40 h-[32rem] w-[32rem] rounded-full bg-accent-400/20 blur-3xl" />
      <div className="absolute -bottom-48 -left-32 h-[28rem] w-[28rem] rounded-full bg-brand-500/30 blur-3xl" />
      <svg
        viewBox="0 0 1440 560"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-x-0 bottom-0 h-2/3 w-full"
        fill="none"
        strokeLinecap="round"
      >
        <path
          d="M-40 330C200 250 380 250 620 330s420 80 660 0 260-60 200-40"
          stroke="#2dd4bf"
          strokeOpacity=".35"
          strokeWidth="3"
        />
        <path
          d="M-40 390C200 310 380 310 620 390s420 80 660 0 260-60 200-40"
          stroke="#ffffff"
          strokeOpacity=".18"
          strokeWidth="3"
        />
        <path
          d="M-40 450C200 370 380 370 620 450s420 80 660 0 260-60 200-40"
          stroke="#2dd4bf"
          strokeOpacity=".2"
          strokeWidth="3"
        />
        <path
          d="M-40 510C200 430 380 430 620 510s420 80 660 0 260-60 200-40"
          stroke="#ffffff"
          strokeOpacity=".1"
          strokeWidth="3"
        />
      </svg>
      <div className="absolute inset-0 hidden items-center lg:flex">
        <div className="container-page flex justify-end pt-12">
          {/* Dimmed while the video plays over it, so the two do not compete. */}
          <HeroStill className="h-auto w-[40%] max-w-[36rem] transition-opacity 2xl:-mr-12 2xl:w-[44%] duration-1000 group-has-[[data-playing=true]]:opacity-30" />
        </div>
      </div>
    </div>
  );
}
