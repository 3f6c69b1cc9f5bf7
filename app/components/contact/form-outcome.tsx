import type { ContactOutcome } from "../../../content/contact-page";

/** The result of a form post made without JavaScript, shown where the redirect lands (#contact-form). */
export function FormOutcome({ outcome }: { outcome: NonNullable<ContactOutcome> }) {
  const sent = outcome.kind === "sent";
  return (
    <div
      role={sent ? "status" : "alert"}
      data-testid="form-outcome"
      data-kind={outcome.kind}
      className={`rounded-xl border p-4 ${sent ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-red-300 bg-red-50 text-red-950"}`}
    >
      <p className="font-semibold">{outcome.title}</p>
      <p className="mt-1 text-sm">{outcome.message}</p>
      {outcome.reference && (
        // Hidden when the server had no reference to put in (an address saved without one).
        <p className="mt-1 text-sm [&:has(>strong:empty)]:hidden" data-testid="form-reference">
          {outcome.reference.label}: <strong className="font-mono">{outcome.reference.value}</strong>
        </p>
      )}
      {outcome.detail && <p className="mt-1 text-sm">{outcome.detail}</p>}
    </div>
  );
}
