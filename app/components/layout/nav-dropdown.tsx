import { useEffect, useRef, useState } from "react";
import { LocalLink } from "../ui/local-link";
import type { NavDropdown as NavDropdownData } from "../../content/navigation";

/**
 * Disclosure-style dropdown: a button toggles a list of links. Opens on hover for
 * mouse users, on Enter/Space for keyboard users; Escape closes and returns focus.
 */
export function NavDropdown({ data, active }: { data: NavDropdownData; active: boolean }) {
  const [open, setOpen] = useState(false);
  // Not useId: the header is hydrated on its own on island pages, where React's ids would differ from the server's.
  const id = `nav-menu-${data.id}`;
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A mouse user's click on a menu that hovering already opened must not close it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <li
      ref={root}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((v) => !v);
        }}
        className={`flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition hover:text-accent-400 ${
          active ? "text-white underline decoration-accent-400 decoration-2 underline-offset-8" : "text-white"
        }`}
      >
        {data.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`}>
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-50 min-w-56 rounded-xl bg-white p-2 text-slate-800 shadow-xl ring-1 ring-slate-200"
      >
        {data.items.map((item) => (
          <li key={item.to}>
            <LocalLink
              to={item.to}
              onClick={() => setOpen(false)}
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
