import { useEffect, useRef } from "react";
import type { ContactOutcome } from "../../../content/contact-page";

/**
 * The result of a post: where the redirect lands without JavaScript (#contact-form), and, with `focusOnShow`, the
 * thank-you panel a sent message brings into view and focus, so its reference is on screen, not scrolled off the top.
 */
export function FormOutcome({
  outcome,
  focusOnShow = false,
}: {
  outcome: NonNullable<ContactOutcome>;
  focusOnShow?: boolean;
}) {
  const sent = outcome.kind === "sent";
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusOnShow || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: "center" });
  }, [focusOnShow]);
  return (
    <div
      ref={box}
      tabIndex={focusOnShow ? -1 : undefined}
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
