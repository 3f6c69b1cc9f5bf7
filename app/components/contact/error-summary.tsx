import type { ContactFieldCopy } from "../../../content/contact-page";
import type { ContactField, FieldError } from "../../../domain/forms/contact-schema";

/**
 * Every field the last submit refused, in the form's order, each a link to its field: the toast names only the
 * first (spec section 8), and a visitor fixing three fields should not learn of them one at a time.
 */
export function ErrorSummary({
  title,
  fields,
  errors,
}: {
  title: string;
  fields: readonly ContactFieldCopy[];
  errors: readonly FieldError<ContactField>[];
}) {
  const listed = fields.flatMap((f) => {
    const error = errors.find((e) => e.field === f.name);
    return error ? [{ field: f, message: error.message }] : [];
  });
  if (listed.length === 0) return null;
  return (
    <div
      data-testid="error-summary"
      aria-labelledby="contact-error-summary-title"
      role="group"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <p id="contact-error-summary-title" className="font-semibold">
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {listed.map(({ field, message }) => (
          <li key={field.name}>
            <a href={`#contact-${field.name}`} className="underline underline-offset-2 hover:text-red-800">
              {field.label}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
