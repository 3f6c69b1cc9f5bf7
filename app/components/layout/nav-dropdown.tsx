import { LocalLink } from "../ui/local-link";
import type { NavDropdown as NavDropdownData } from "../../../content/navigation";

/**
 * A disclosure-style dropdown of the desktop navigation: a button and its list of
 * links. Without script the list shows on hover and while focus is inside (app.css),
 * so its links stay reachable; app/behaviours/site-header.ts then takes over
 * (aria-expanded, hidden, Escape).
 */
export function NavDropdown({ data, active }: { data: NavDropdownData; active: boolean }) {
  const id = `nav-menu-${data.id}`;
  return (
    <li className="relative" data-dropdown="">
      <button
        type="button"
        aria-controls={id}
        className={`group flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition hover:text-accent-400 ${
          active ? "text-white underline decoration-accent-400 decoration-2 underline-offset-8" : "text-white"
        }`}
      >
        {data.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition group-aria-expanded:rotate-180">
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={id}
        className="absolute left-0 top-full z-50 min-w-56 rounded-xl bg-white p-2 text-slate-800 shadow-xl ring-1 ring-slate-200"
      >
        {data.items.map((item) => (
          <li key={item.to}>
            <LocalLink
              to={item.to}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700"
            >
              {item.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
