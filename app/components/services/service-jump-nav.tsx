import { LocalLink } from "../ui/local-link";
import type { CoreServiceEntry } from "../../../content/services";

/** Chips in the hero that jump to each service section (/services#id). */
export function ServiceJumpNav({
  label,
  services,
}: {
  label: string;
  services: readonly Pick<CoreServiceEntry, "id" | "title">[];
}) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {services.map((s) => (
          <li key={s.id}>
            <LocalLink
              to={`/services#${s.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-white/30 bg-white/5 px-4 py-2 text-sm font-medium text-white transition hover:border-accent-400 hover:bg-white/10"
            >
              {s.title}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
