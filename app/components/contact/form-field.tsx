import type { ContactFieldCopy } from "../../../content/contact-page";

/** Browser hints per field: keyboard, autofill and whether the spec requires it (section 5). */
const fieldProps = {
  name: { type: "text", autoComplete: "name", required: true },
  email: { type: "email", autoComplete: "email", required: true },
  phone: { type: "tel", autoComplete: "tel", required: false },
  company: { type: "text", autoComplete: "organization", required: false },
  message: { type: "textarea", autoComplete: "off", required: true },
} as const;

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 shadow-sm transition focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-50";

/** One labelled input of the contact form; required ones carry a visible "*" (explained by the form's note). */
export function FormField({
  field,
  error,
  defaultValue,
}: {
  field: ContactFieldCopy;
  /** This field's message when the last submit refused it, shown beside it until it is fixed. */
  error?: string;
  defaultValue?: string;
}) {
  const { type, autoComplete, required } = fieldProps[field.name];
  const id = `contact-${field.name}`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const common = {
    id,
    name: field.name,
    placeholder: field.placeholder,
    autoComplete,
    required,
    defaultValue,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    className: `${controlClass} ${invalid ? "border-red-600" : "border-slate-300"}`,
  };
  return (
    <div className={field.name === "message" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label}
        {required && (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        )}
      </label>
      {type === "textarea" ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
