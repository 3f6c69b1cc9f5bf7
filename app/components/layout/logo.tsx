/** The company mark: a river wave in a rounded square (also the favicon). */
export function Logo({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#2dd4bf" />
      <path d="M10 38c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#0f2a4a" strokeWidth="6" strokeLinecap="round" />
      <path d="M10 24c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
