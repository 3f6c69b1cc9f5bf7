/** Eyebrow, h2 and lead that open a content section; `id` lets the section reference it with aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  onDark = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
  onDark?: boolean;
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-widest ${onDark ? "text-accent-400" : "text-brand-600"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`mt-2 text-section font-bold tracking-tight ${onDark ? "text-white" : "text-slate-900"}`}>
        {title}
      </h2>
      {lead && (
        <p className={`mt-4 text-base leading-relaxed sm:text-lg ${onDark ? "text-slate-200" : "text-slate-600"}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
