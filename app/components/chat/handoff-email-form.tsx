import { useId, useRef, useState, type FormEvent } from "react";
import { EMAIL_MAX_LENGTH } from "../../../domain/forms/email-address";
import type { SharedDictionary } from "../../../domain/i18n/shared-dictionary";

/** What giving the address came to: the server's translated refusal of the address, or anything else. */
export type EmailOutcome = { kind: "sent" | "failed" | "ignored" } | { kind: "invalid"; message: string };

/**
 * The optional address for a person's answer, offered in the panel when the conversation went to a person outside
 * business hours. Checked by the server with the contact form's email rule; its refusal is shown beside the field,
 * which takes the focus.
 */
export function HandoffEmailForm({
  t,
  disabled,
  onSend,
}: {
  t: SharedDictionary["chat"];
  disabled: boolean;
  onSend: (email: string) => Promise<EmailOutcome>;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || disabled) return;
    setSending(true);
    const outcome = await onSend(email.trim());
    setSending(false);
    if (outcome.kind === "invalid") {
      setError(outcome.message);
      input.current?.focus();
    }
  }

  const hint = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="chat-handoff-email"
      className="rounded-xl border border-emerald-300 bg-white p-3 text-sm"
    >
      <label htmlFor={`${id}-email`} className="block font-semibold text-slate-900">
        {t.handoffEmailLabel}
      </label>
      <p id={hint} className="mt-0.5 text-xs text-slate-700">
        {t.handoffEmailHint}
      </p>
      <input
        ref={input}
        id={`${id}-email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hint}` : hint}
        className={`mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 sm:text-sm ${
          error ? "border-red-700" : "border-slate-300"
        }`}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-semibold text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={disabled || sending || !email.trim()}
        className="mt-2 min-h-11 rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-emerald-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
      >
        {t.handoffEmailSend}
      </button>
    </form>
  );
}
