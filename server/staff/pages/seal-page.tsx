import { staffSeal } from "../../../content/staff-seal";
import type { Locale } from "../../../domain/i18n/locales";
import { SEAL_MAX_BYTES, SEAL_MAX_PIXELS, SEAL_MIN_PIXELS } from "../../quotes/company-seal";
import { CsrfField, StaffDocument, type SignedIn } from "./staff-layout";

export interface SealPageProps {
  lang: Locale;
  signedIn: SignedIn;
  owner: boolean;
  /** The uploaded seal as a data URL (the office's CSP allows data: images), or null when none was uploaded. */
  sealImage: string | null;
  flash?: string | null;
  error?: string | null;
}

/** The company seal: what is printed now, and (for the owner) the upload form. */
export function SealPage({ lang, signedIn, owner, sealImage, flash, error }: SealPageProps) {
  const t = staffSeal[lang];
  return (
    <StaffDocument lang={lang} title={t.title} signedIn={signedIn} flash={flash}>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <p>{t.intro}</p>
      <h2>{t.current}</h2>
      {sealImage ? (
        <p>
          <img src={sealImage} alt={t.currentAlt} width={104} height={104} />
        </p>
      ) : (
        <p>{t.none}</p>
      )}
      {owner ? (
        <form method="post" action="/staff/seal" encType="multipart/form-data" className="stack">
          <CsrfField token={signedIn.csrfToken} />
          <label htmlFor="seal-file">{t.file(SEAL_MAX_BYTES / 1024, SEAL_MIN_PIXELS, SEAL_MAX_PIXELS)}</label>
          <input id="seal-file" name="seal" type="file" accept="image/png" required />
          <button type="submit">{t.upload}</button>
        </form>
      ) : (
        <p>{t.ownerOnly}</p>
      )}
    </StaffDocument>
  );
}
