/**
 * The bright call-to-action button for dark bands (hero, CTA panels), where the
 * brand-blue .btn-primary would sink into the background.
 */
export const accentButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent-400 px-6 py-2.5 font-semibold text-brand-900 shadow-lg shadow-brand-900/20 transition hover:bg-accent-500";
