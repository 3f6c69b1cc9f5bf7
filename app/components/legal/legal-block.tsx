import type { LegalPageBlock } from "../../../content/legal-common";

/** One paragraph, list or fact table of a legal text. */
export function LegalBlock({ block }: { block: LegalPageBlock }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "clauses":
      return (
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-slate-600">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ol>
      );
    case "items":
      // The （1）（2） numbering is part of the text in Japanese legal style, so it is printed, not a list marker.
      return (
        <ol className="space-y-2">
          {block.items.map((item) => (
            <li key={item.text} className="flex gap-2">
              <span className="min-w-[2.25em] shrink-0 font-medium text-slate-600">{item.marker}</span>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      );
    case "bullets":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50">
          {block.rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{row.label}</dt>
              <dd>
                {row.href ? (
                  <a href={row.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
