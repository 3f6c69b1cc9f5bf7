import type { AnchorHTMLAttributes } from "react";

export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** A link to a page of the site: a plain anchor, since every page arrives prerendered from the server. */
export function SiteLink({ to, children, ...anchor }: SiteLinkProps) {
  return (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}
