import { Link, type LinkProps } from "react-router";
import { useNavigationMode } from "../../lib/navigation-mode";

export type SiteLinkProps = Omit<LinkProps, "to"> & { to: string };

/** A plain anchor: the router-only props have no meaning without the router. */
function AnchorLink({ to, preventScrollReset: _p, replace: _r, state: _s, reloadDocument: _d, viewTransition: _v, prefetch: _f, discover: _c, relative: _l, ...anchor }: SiteLinkProps) {
  return <a href={to} {...anchor} />;
}

/** A link to a page of the site: the router's Link where the router runs, a plain anchor on island pages. */
function RouterOrAnchorLink(props: SiteLinkProps) {
  return useNavigationMode() === "document" ? <AnchorLink {...props} /> : <Link {...props} />;
}

// A build-time constant, so the island bundle never contains the router's Link.
export const SiteLink = __ISLANDS_BUNDLE__ ? AnchorLink : RouterOrAnchorLink;
