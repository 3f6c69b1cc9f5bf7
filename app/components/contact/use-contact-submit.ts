import { attribution } from "../../../domain/analytics/attribution";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ContactPageContent } from "../../../content/contact-page";
import type { Locale } from "../../../domain/i18n/locales";
import type { ContactField, FieldError } from "../../../domain/forms/contact-schema";
import { FORM_TOKEN_PLACEHOLDER, HONEYPOT_FIELD, TOKEN_FIELD } from "../../../domain/forms/form-token";
import { randomUuid } from "../../../domain/text/random-uuid";
import { dismissToast, toast } from "../ui/toast-store";
import { fetchFormToken, isFormTokenRefusal, waitForTokenAge } from "../../../domain/forms/form-token-client";

interface Options {
  language: Locale;
  toasts: ContactPageContent["toasts"];
  /** The loader's token: a signed one in server-rendered HTML, the placeholder after a client-side navigation. */
  initialToken: string;
  /** The fields a refused post without JavaScript named (the page came back with them marked). */
  initialErrors?: readonly { field: string; message: string }[];
}

const contactFields: readonly string[] = ["name", "email", "phone", "company", "message"] satisfies ContactField[];
const isContactField = (field: unknown): field is ContactField =>
  typeof field === "string" && contactFields.includes(field);

let schema: Promise<typeof import("../../../domain/forms/contact-schema")> | undefined;
/**
 * The shared schema (zod/mini, about 7 KB gzip) loads when the visitor first
 * touches the form, not with the page: the page's JavaScript budget is tight.
 */
export function loadContactSchema() {
  schema ??= import("../../../domain/forms/contact-schema").catch((error: unknown) => {
    schema = undefined;
    throw error;
  });
  return schema;
}

/** Focuses a field in the middle of the screen: at the top it would sit under the header and the toast. */
function focusField(form: HTMLFormElement, field: string) {
  const element = form.elements.namedItem(field);
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}

/**
 * The contact form with JavaScript on (spec sections 5 and 8): the shared schema checks
 * the fields first, then the message is posted as JSON with its anti-spam fields and
 * an Idempotency-Key. Without JavaScript the same form posts natively to the API.
 */
export function useContactSubmit({ language, toasts, initialToken, initialErrors = [] }: Options) {
  const [token, setToken] = useState(initialToken);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldError<ContactField>[]>(() =>
    initialErrors.filter((e): e is FieldError<ContactField> => isContactField(e.field)),
  );
  const [submitted, setSubmitted] = useState(false);
  /** The reference of the message just sent (the one its confirmation email carries). */
  const [sentReference, setSentReference] = useState<string | null>(null);
  // The validation toast on screen and the field it names: it goes once that field is fixed.
  const shownToast = useRef<{ id: number; field: ContactField } | null>(null);
  // When this page received its token; set on mount (never earlier than the server issued it).
  const tokenAt = useRef(0);
  // Guards against a second submit while the first is still being checked or sent.
  const busy = useRef(false);

  useEffect(() => {
    tokenAt.current = Date.now();
    if (initialToken !== FORM_TOKEN_PLACEHOLDER) return;
    let active = true;
    void fetchFormToken("contact").then((fresh) => {
      if (active && fresh) {
        tokenAt.current = Date.now();
        setToken(fresh);
      }
    });
    return () => {
      active = false;
    };
    // The page's own token, so only on mount: later tokens are fetched where they are needed.
  }, [initialToken]);

  const fail = (description: string, title = toasts.failureTitle) =>
    toast({ title, description, variant: "destructive" });

  function clearValidationToast() {
    if (shownToast.current) dismissToast(shownToast.current.id);
    shownToast.current = null;
  }

  /** Marks every invalid field, shows the first one's message as the spec's toast and moves there. */
  function refuse(form: HTMLFormElement, found: FieldError<ContactField>[], title = toasts.validationTitle) {
    const first = found[0];
    if (!first) return;
    setErrors(found);
    clearValidationToast();
    shownToast.current = {
      id: toast({ title, description: first.message, variant: "destructive" }),
      field: first.field,
    };
    focusField(form, first.field);
  }

  /**
   * A marked field is checked again as it is edited: its mark goes (or its message changes) as soon as
   * the rules allow what it holds, and the toast goes with the field it named. Unmarked fields stay quiet
   * until the next submit.
   */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as { name?: unknown };
    if (!isContactField(target.name) || !errors.some((e) => e.field === target.name)) return;
    const form = event.currentTarget;
    void loadContactSchema().then(({ validateContact }) => {
      const data = Object.fromEntries(new FormData(form));
      const checked = validateContact(data, language);
      const now = checked.ok ? [] : checked.errors;
      setErrors((marked) =>
        marked.flatMap((e) => {
          const still = now.find((n) => n.field === e.field);
          return still ? [still] : [];
        }),
      );
      if (shownToast.current && !now.some((n) => n.field === shownToast.current?.field)) clearValidationToast();
    });
  }

  async function send(form: HTMLFormElement) {
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const { validateContact } = await loadContactSchema();
    const checked = validateContact(data, language);
    if (!checked.ok) return refuse(form, checked.errors);
    setErrors([]);
    clearValidationToast();
    setSending(true);
    try {
      let formToken = token;
      const post = async () => {
        if (formToken === FORM_TOKEN_PLACEHOLDER) {
          const fresh = await fetchFormToken("contact");
          if (!fresh) return null;
          formToken = fresh;
          tokenAt.current = Date.now();
          setToken(fresh);
        }
        await waitForTokenAge(formToken, tokenAt.current);
        return fetch("/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": randomUuid() },
          body: JSON.stringify({
            ...checked.data,
            language,
            [TOKEN_FIELD]: formToken,
            [HONEYPOT_FIELD]: data[HONEYPOT_FIELD] ?? "",
            attribution: attribution(),
          }),
        });
      };
      let response = await post();
      if (response && response.status === 403) {
        // The page's token expired (a tab left open overnight) or was already used: once more with a new one.
        const refusal = (await response
          .clone()
          .json()
          .catch(() => null)) as { error?: { field?: unknown } } | null;
        if (isFormTokenRefusal(response.status, refusal?.error?.field)) {
          formToken = FORM_TOKEN_PLACEHOLDER;
          response = await post();
        }
      }
      if (!response) return fail(toasts.failure);
      if (response.status === 201) {
        const accepted = (await response.json().catch(() => null)) as { reference?: unknown } | null;
        setSentReference(typeof accepted?.reference === "string" ? accepted.reference : null);
        toast({ title: toasts.successTitle, description: toasts.success, variant: "success" });
        form.reset();
        // A contact token sends one message: the next one gets its own.
        const fresh = await fetchFormToken("contact");
        tokenAt.current = Date.now();
        setToken(fresh ?? FORM_TOKEN_PLACEHOLDER);
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { code?: unknown; field?: unknown; message?: unknown };
      } | null;
      const message = body?.error?.message;
      if ((response.status === 400 || response.status === 403) && typeof message === "string") {
        const field = body?.error?.field;
        const title = body?.error?.code === "validation" ? toasts.validationTitle : toasts.failureTitle;
        if (isContactField(field)) return refuse(form, [{ field, message }], title);
        return fail(message, title);
      }
      fail(toasts.failure);
    } catch {
      fail(toasts.failure);
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitted(true);
    setSentReference(null);
    send(event.currentTarget)
      .catch(() => fail(toasts.failure))
      .finally(() => {
        busy.current = false;
      });
  }

  return { token, sending, errors, submitted, sentReference, onSubmit, onInput };
}
