import { Link, type LinkProps } from "react-router";
import { useNavigationMode } from "../../lib/navigation-mode";

export type SiteLinkProps = Omit<LinkProps, "to"> & { to: string };

/** A link to a page of the site: the router's Link where the router runs, a plain anchor on island pages. */
function RouterOrAnchorLink({ to, preventScrollReset, replace, state, reloadDocument, viewTransition, prefetch, discover, relative, ...anchor }: SiteLinkProps) {
  if (useNavigationMode() === "document") return <a href={to} {...anchor} />;
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      replace={replace}
      state={state}
      reloadDocument={reloadDocument}
      viewTransition={viewTransition}
      prefetch={prefetch}
      discover={discover}
      relative={relative}
      {...anchor}
    />
  );
}

/** Inside the island bundle there is no router at all: always the anchor. */
function AnchorLink({ to, preventScrollReset: _p, replace: _r, state: _s, reloadDocument: _d, viewTransition: _v, prefetch: _f, discover: _c, relative: _l, ...anchor }: SiteLinkProps) {
  return <a href={to} {...anchor} />;
}

// A build-time constant, so the island bundle never contains the router's Link.
export const SiteLink = __ISLANDS_BUNDLE__ ? AnchorLink : RouterOrAnchorLink;
