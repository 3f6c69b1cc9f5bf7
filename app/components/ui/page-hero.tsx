import type { ReactNode } from "react";

/** The dark band every page opens with; the transparent header sits on it. */
export function PageHero({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="hero-band pb-16 pt-32 sm:pb-20 sm:pt-36">
      <div className="container-page">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{eyebrow}</p>}
        {/* On a phone the title keeps clear of the floating chat button's lane (right 12 px + 48 px). */}
        <h1 className="mt-2 text-balance text-title font-bold tracking-tight max-sm:pr-12">{title}</h1>
        {lead && <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
