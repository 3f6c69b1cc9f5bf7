import { defineContent } from "../domain/i18n/dictionary";

/** The words on every page's social-sharing image beside its title (domain/seo/social-images.ts). */
export const socialImageCopy = defineContent({
  ja: {
    caseStudy: "導入事例",
    footer: "川崎のWeb・アプリ開発とITコンサルティング",
  },
  en: {
    caseStudy: "Case study",
    footer: "Web, app development and IT consulting in Kawasaki",
  },
});
