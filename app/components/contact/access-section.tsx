import { useRouteLoaderData } from "react-router";
import type { ContactPageContent } from "../../../content/contact-page";
import { useLanguage } from "../../i18n/use-language";
import { mapEmbedUrl, mapSearchUrl } from "../../../domain/text/map-link";
import type { RootData } from "../../../domain/seo/seo";
import { ExternalLink } from "../ui/external-link";
import { ContactIcon } from "./contact-icon";
import { LazyMap } from "./lazy-map";
import { AccessMap } from "./access-map";
import { accessMap } from "../../../content/access-map";
import { Island } from "../../islands/island";

/** Access (spec section 2 "Contact"): the address, a map link in a new tab and the embedded map (MAP_EMBED_URL). */
export function AccessSection({ copy }: { copy: ContactPageContent["access"] }) {
  const { t, language } = useLanguage();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const address = t.company.address;
  const sketch = accessMap[language];
  return (
    <section aria-labelledby="access-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <h2 id="access-title" className="section-title">
            {copy.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">{copy.lead}</p>
          <p className="mt-6 flex gap-3 text-slate-800">
            <ContactIcon name="pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold">{t.company.shortName}</span>
              {address}
            </span>
          </p>
          <ExternalLink href={mapSearchUrl(address)} className="btn-secondary mt-6" data-testid="map-link">
            {copy.mapLink}
            <ContactIcon name="external" className="h-4 w-4" />
            <span className="sr-only">{t.footer.newTab}</span>
          </ExternalLink>
        </div>
        {root?.embeds.map ? (
          <Island
            name="lazy-map"
            component={LazyMap}
            props={{
              src: mapEmbedUrl(root.embeds.map, address),
              title: copy.mapTitle,
              sketch,
              unavailableLabel: copy.mapUnavailable,
              linkLabel: copy.mapLink,
              linkHref: mapSearchUrl(address),
              newTabLabel: t.footer.newTab,
            }}
            hydrate="visible"
          />
        ) : (
          <div className="relative h-80 w-full overflow-hidden rounded-2xl border border-slate-200 sm:h-96">
            <AccessMap copy={sketch} className="absolute inset-0" />
          </div>
        )}
      </div>
    </section>
  );
}
