import type { ReactNode } from "react";

/** The 24 px outline frame of our decorative icons; the text beside them carries the meaning. */
export function OutlineIcon({
  className = "h-6 w-6",
  strokeWidth = 1.8,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
