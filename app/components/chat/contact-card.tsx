import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
// Copy in both languages, and the card's rules, load with this chunk when a card is first shown, never with
// a page: decision 005 keeps copy out of the pages' JavaScript, and this code is not part of it.
import { chatContactCard } from "../../../content/chat-contact-card";
import { contactCardFields, PREFERRED_TIME_MAX_LENGTH } from "../../../domain/chat/contact-card";
import type { ContactCard, ContactCardField } from "../../../domain/chat/contact-card";
import { validateContactCard } from "../../../domain/chat/contact-card-schema";
import { CONTACT_LIMITS } from "../../../domain/forms/contact-schema";
import type { Locale } from "../../../domain/i18n/locales";
import type { ContactCardValues } from "./chat-api";
import type { CardOutcome } from "./use-chat";

/** Keyboard, autofill and limits per field; name, email and the request are required, as on the contact form. */
const controls: Record<
  ContactCardField,
  { type: "text" | "email" | "tel" | "textarea"; autoComplete: string; required: boolean; maxLength: number }
> = {
  name: { type: "text", autoComplete: "name", required: true, maxLength: CONTACT_LIMITS.name },
  email: { type: "email", autoComplete: "email", required: true, maxLength: CONTACT_LIMITS.email },
  phone: { type: "tel", autoComplete: "tel", required: false, maxLength: CONTACT_LIMITS.phone },
  company: { type: "text", autoComplete: "organization", required: false, maxLength: CONTACT_LIMITS.company },
  preferredTime: { type: "text", autoComplete: "off", required: false, maxLength: PREFERRED_TIME_MAX_LENGTH },
  message: { type: "textarea", autoComplete: "off", required: true, maxLength: CONTACT_LIMITS.message },
};

const controlClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 sm:text-sm";

/**
 * The contact card: the details the assistant has read so far as a small form under its answer,
 * each editable. Checked with the contact form's rules before it is sent (and by the server again);
 * every field at fault is marked beside itself and the first one takes the focus.
 */
export function ContactCardForm({
  card,
  language,
  disabled,
  onSend,
  onShown,
}: {
  card: ContactCard;
  language: Locale;
  /** True while a chat message is on its way. */
  disabled: boolean;
  onSend: (values: ContactCardValues, sentText: string) => Promise<CardOutcome>;
  /** Called once the card is first in the page (its code loads after the answer it belongs to). */
  onShown: () => void;
}) {
  const t = chatContactCard[language];
  // What the visitor changed; the rest follows the newest card, which fills in as the assistant reads more.
  const [edited, setEdited] = useState<Partial<ContactCardValues>>({});
  const [errors, setErrors] = useState<Partial<Record<ContactCardField, string>>>({});
  const [sending, setSending] = useState(false);
  const fields = useRef<Partial<Record<ContactCardField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const valueOf = (field: ContactCardField) => edited[field] ?? card[field] ?? "";
  const shown = useRef(onShown);
  useEffect(() => shown.current(), []);

  /** Marks the fields and moves the focus to `first`, once the marks are in the page for a screen reader to read. */
  function showErrors(next: Partial<Record<ContactCardField, string>>, first: ContactCardField) {
    flushSync(() => setErrors(next));
    fields.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || disabled) return;
    const values = Object.fromEntries(contactCardFields.map((f) => [f, valueOf(f)])) as ContactCardValues;
    const checked = validateContactCard(values, language);
    if (!checked.ok) return showErrors(checked.errors, checked.first.field);
    setErrors({});
    setSending(true);
    const outcome = await onSend(checked.data, t.sent);
    setSending(false);
    if (outcome.kind === "invalid") showErrors({ [outcome.field]: outcome.message }, outcome.field);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter that confirms a Japanese IME conversion must not send the card.
    if (event.key === "Enter" && (event.nativeEvent.isComposing || event.keyCode === 229)) event.preventDefault();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="chat-card-heading"
      aria-describedby="chat-card-intro"
      data-testid="chat-contact-card"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-3.5 text-sm text-slate-800"
    >
      <div>
        <h3 id="chat-card-heading" className="font-bold text-slate-900">
          {t.heading}
        </h3>
        <p id="chat-card-intro" className="text-xs text-slate-600">
          {t.intro}
        </p>
      </div>
      {contactCardFields.map((field) => {
        const { type, autoComplete, required, maxLength } = controls[field];
        const id = `chat-card-${field}`;
        const error = errors[field];
        const hint = field === "preferredTime" ? `${id}-hint` : null;
        const described = [hint, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
        const common = {
          id,
          name: field,
          value: valueOf(field),
          required,
          maxLength,
          autoComplete,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described,
          className: `${controlClass} ${error ? "border-red-600" : "border-slate-300"}`,
        };
        const change = (value: string) => {
          setEdited((before) => ({ ...before, [field]: value }));
          if (error) setErrors(({ [field]: _fixed, ...rest }) => rest);
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="block text-xs font-semibold text-slate-800">
              {t.fields[field]}{" "}
              <span className="font-normal text-slate-600">({required ? t.required : t.optional})</span>
            </label>
            {hint && (
              <p id={hint} className="text-xs text-slate-600">
                {t.preferredTimeHint}
              </p>
            )}
            {type === "textarea" ? (
              <textarea
                {...common}
                ref={(el) => void (fields.current[field] = el)}
                rows={3}
                onChange={(event) => change(event.target.value)}
              />
            ) : (
              <input
                {...common}
                ref={(el) => void (fields.current[field] = el)}
                type={type}
                onChange={(event) => change(event.target.value)}
                onKeyDown={onKeyDown}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-700" data-testid="chat-card-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={sending || disabled}
        aria-busy={sending}
        data-testid="chat-card-submit"
        className="min-h-11 w-full rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
      >
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
