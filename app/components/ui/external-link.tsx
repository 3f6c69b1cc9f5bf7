import type { AnchorHTMLAttributes } from "react";

/** Opens in a new tab without giving the other site a handle on ours. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
