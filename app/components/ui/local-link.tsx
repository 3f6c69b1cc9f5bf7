import { useLanguage } from "../../i18n/use-language";
import { localizePath } from "../../../domain/i18n/paths";
import { SiteLink, type SiteLinkProps } from "./site-link";

/** A link to a spec route ("/services#seo") that stays in the page's language. */
export function LocalLink({ to, ...props }: SiteLinkProps) {
  const { language } = useLanguage();
  return <SiteLink to={localizePath(to, language)} {...props} />;
}
