import { Link, type LinkProps } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { localizePath } from "../../i18n/paths";

/** A link to a spec route ("/services#seo") that stays in the page's language. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { language } = useLanguage();
  return <Link to={localizePath(to, language)} {...props} />;
}
