import type { ContactField } from "./contact-schema";

/**
 * A contact form post the server refused (JavaScript off): what the visitor typed
 * and why it was refused, so the page comes back filled in with the error instead
 * of empty. The server hands it to the contact page's loader through React Router's
 * load context (server/api/contact-route.server.ts, docs/decisions/013-form-re-render.md);
 * it never travels in a URL.
 */
export interface ContactResubmit {
  values: Partial<Record<ContactField, string>>;
  error: { field: string; message: string };
  /** The post's own form token when it was still good, so the anti-spam fill time does not start again. */
  formToken?: string;
}

/** The load-context key the server sets. */
export const CONTACT_RESUBMIT_KEY = "contactResubmit";

const fields: readonly ContactField[] = ["name", "email", "phone", "company", "message"];

/** The resubmission in a loader's context, if the server put one there (checked: the context is untyped). */
export function contactResubmitFrom(context: unknown): ContactResubmit | null {
  const value = (context as Record<string, unknown> | null | undefined)?.[CONTACT_RESUBMIT_KEY] as Partial<ContactResubmit> | undefined;
  if (!value || typeof value !== "object" || typeof value.error?.message !== "string" || typeof value.error.field !== "string") return null;
  const values: ContactResubmit["values"] = {};
  for (const field of fields) {
    const typed = value.values?.[field];
    if (typeof typed === "string") values[field] = typed;
  }
  const formToken = typeof value.formToken === "string" ? value.formToken : undefined;
  return { values, error: { field: value.error.field, message: value.error.message }, ...(formToken ? { formToken } : {}) };
}
