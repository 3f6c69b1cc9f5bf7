import type { ReactNode } from "react";

/** A dark, rounded call-to-action panel closing a page; the buttons come as children. */
export function CtaPanel({
  id,
  title,
  text,
  children,
  testId,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} className="py-20 sm:py-24" data-testid={testId}>
      <div className="container-page">
        <div className="hero-band relative isolate overflow-hidden rounded-3xl px-4 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -right-24 -top-24 -z-10 h-72 w-72 rounded-full bg-accent-400/20 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 -z-10 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl"
          />
          <h2 id={id} className="mx-auto max-w-3xl text-callout font-bold tracking-tight">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-slate-200 sm:text-lg">{text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
