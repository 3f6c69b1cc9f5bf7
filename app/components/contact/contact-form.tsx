import type { ContactOutcome, ContactPageContent } from "../../../content/contact-page";
import { useLanguage } from "../../i18n/use-language";
import type { ContactResubmit } from "../../../domain/forms/contact-resubmit";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "../../../domain/forms/form-token";
import { LocalLink } from "../ui/local-link";
import { FormField } from "./form-field";
import { ErrorSummary } from "./error-summary";
import { FormOutcome } from "./form-outcome";
import { loadContactSchema, useContactSubmit } from "./use-contact-submit";

const preloadSchema = () => void loadContactSchema().catch(() => {});

interface Props {
  copy: ContactPageContent["form"];
  toasts: ContactPageContent["toasts"];
  outcome: ContactOutcome;
  initialToken: string;
  /** What the visitor typed, when the server refused a post made without JavaScript. */
  typed: ContactResubmit["values"] | null;
  /** The fields that refusal named, each with its message. */
  initialErrors: readonly { field: string; message: string }[];
}

/**
 * The message form. It posts natively to the API (so it works with JavaScript off;
 * a refused post comes back as this page, filled in, and #contact-form scrolls it
 * into view) and, once hydrated, validates and sends with fetch instead (use-contact-submit.ts).
 * noValidate: the spec's toast and the messages beside the fields replace the browser's bubbles.
 */
export function ContactForm({ copy, toasts, outcome, initialToken, typed, initialErrors }: Props) {
  const { language } = useLanguage();
  const { token, sending, errors, submitted, sentReference, onSubmit, onInput } = useContactSubmit({
    language,
    toasts,
    initialToken,
    initialErrors,
  });
  return (
    <form
      id="contact-form"
      method="post"
      action="/api/contact#contact-form"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={preloadSchema}
      onPointerDown={preloadSchema}
      className="space-y-6"
      data-testid="contact-form"
    >
      {outcome && !submitted && <FormOutcome outcome={outcome} />}
      {submitted && <ErrorSummary title={toasts.validationTitle} fields={copy.fields} errors={errors} />}
      {sentReference && (
        <FormOutcome
          focusOnShow
          outcome={{
            kind: "sent",
            title: toasts.successTitle,
            message: toasts.success,
            detail: toasts.nextStep,
            reference: { label: toasts.referenceLabel, value: sentReference },
          }}
        />
      )}
      <p className="text-sm text-slate-600">{copy.requiredNote}</p>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {/* Honeypot: invisible and unreachable for people, tempting for form-filling bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {copy.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            error={errors.find((e) => e.field === field.name)?.message}
            defaultValue={typed?.[field.name]}
          />
        ))}
      </div>
      <p className="text-sm leading-relaxed text-slate-600" data-testid="privacy-notice">
        {copy.privacy.before}
        <LocalLink
          to="/privacy"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {copy.privacy.link}
        </LocalLink>
        {copy.privacy.after}
      </p>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending && (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4 animate-spin motion-reduce:animate-none"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M21 12a9 9 0 1 1-9-9" strokeLinecap="round" />
          </svg>
        )}
        {sending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
