import { useState, type FormEvent, type RefObject } from "react";
import type { PricingPageContent } from "../../../content/pricing-page";
import type { FieldError } from "../../../domain/forms/contact-schema";
import type { QuoteStartInput } from "../../../domain/pricing/quote-start-schema";
import { LocalLink } from "../ui/local-link";

const inputClass =
  "mt-2 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600";

/** Step 1 (spec section 2): name and email; the calculator checks them and shows problems as toasts. */
export function ContactStep({
  t,
  headingRef,
  onStart,
  onEdit,
  onPrepare,
}: {
  t: PricingPageContent["contact"];
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Resolves with the field at fault, or null once the quote exists (or failed for another reason). */
  onStart: (input: QuoteStartInput, company: string) => Promise<FieldError | null>;
  /** Called with the form's values after each edit (the calculator then drops an error toast the edit resolved). */
  onEdit?: (input: QuoteStartInput) => void;
  /** Called on the first interaction, to fetch what submitting will need. */
  onPrepare: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const form = new FormData(element);
    setPending(true);
    const problem = await onStart(
      { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") },
      String(form.get("company") ?? ""),
    );
    setPending(false);
    setError(problem);
    // The field at fault, by its name among the form's controls.
    const faulty = problem && element.elements.namedItem(problem.field);
    if (faulty instanceof HTMLInputElement) faulty.focus();
  }

  const field = (name: "name" | "email", type: string, autoComplete: string) => {
    const invalid = error?.field === name;
    return (
      <div>
        <label htmlFor={`quote-${name}`} className="font-semibold text-slate-900">
          {t[name].label}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only"> ({t.requiredMark})</span>
        </label>
        <input
          id={`quote-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          placeholder={t[name].placeholder}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? `quote-${name}-error` : undefined}
          onChange={(event) => {
            if (invalid) setError(null);
            const form = event.currentTarget.form;
            if (form && onEdit)
              onEdit({
                name: String(new FormData(form).get("name") ?? ""),
                email: String(new FormData(form).get("email") ?? ""),
              });
          }}
          className={inputClass}
        />
        {invalid && (
          <p id={`quote-${name}-error`} className="mt-2 text-sm font-medium text-red-700">
            {error.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <div data-testid="pricing-contact-step">
      <h2 ref={headingRef} tabIndex={-1} className="section-title focus:outline-none">
        {t.title}
      </h2>
      <p className="mt-3 text-slate-600">{t.lead}</p>
      {/* method="post": a submission before React has the form (or in a browser that shows it without
          JavaScript) must never put the name and email into a URL. */}
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={onPrepare}
        onPointerEnter={onPrepare}
        className="mt-8 grid max-w-xl gap-6"
        aria-describedby="quote-required-note"
      >
        {field("name", "text", "name")}
        {field("email", "email", "email")}
        <div>
          <label htmlFor="quote-company" className="font-semibold text-slate-900">
            {t.company.label} <span className="text-sm font-normal text-slate-600">({t.company.optional})</span>
          </label>
          <input
            id="quote-company"
            name="company"
            type="text"
            autoComplete="organization"
            placeholder={t.company.placeholder}
            aria-invalid={error?.field === "company"}
            aria-describedby={error?.field === "company" ? "quote-company-error" : "quote-company-note"}
            onChange={() => error?.field === "company" && setError(null)}
            className={inputClass}
          />
          {error?.field === "company" ? (
            <p id="quote-company-error" className="mt-2 text-sm font-medium text-red-700">
              {error.message}
            </p>
          ) : (
            <p id="quote-company-note" className="mt-2 text-sm text-slate-600">
              {t.company.note}
            </p>
          )}
        </div>
        <p id="quote-required-note" className="text-sm text-slate-600">
          {t.requiredNote}
        </p>
        <div>
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
            disabled={pending}
            data-testid="quote-start"
          >
            {pending ? t.submitting : t.submit}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 12h14M13 6l6 6-6 6" />
            </svg>
          </button>
        </div>
        <p className="text-sm leading-relaxed text-slate-600">
          {t.privacyBefore}
          <LocalLink
            to="/privacy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t.privacyLink}
          </LocalLink>
          {t.privacyAfter}
        </p>
      </form>
    </div>
  );
}
