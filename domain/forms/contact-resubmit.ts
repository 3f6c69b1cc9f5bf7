import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { ContactField } from "./contact-schema";

/**
 * A contact form post the server refused (JavaScript off): what the visitor typed
 * and why it was refused, so the page comes back filled in with the error instead
 * of empty. The server hands it to the contact page's loader through React Router's
 * load context (server/api/contact-route.ts, docs/decisions/013-form-re-render.md);
 * it never travels in a URL.
 */
export interface ContactResubmit {
  values: Partial<Record<ContactField, string>>;
  error: { field: string; message: string };
  /** Every invalid field of a refused post, each marked beside its field (the error above is the first). */
  errors?: { field: string; message: string }[];
  /** The post's own form token when it was still good, so the anti-spam fill time does not start again. */
  formToken?: string;
}

const SHARED_KEY = Symbol.for("tamagawa-digital.contact-resubmit");

/**
 * Where the server puts it in the request's router context; unset (null) on every other render. The server
 * bundle and the page build each carry a copy of this module, and a context is matched by identity, so both
 * take the one object kept on globalThis.
 */
export const contactResubmitContext = ((globalThis as Record<symbol, unknown>)[SHARED_KEY] ??=
  createContext<ContactResubmit | null>(null)) as RouterContext<ContactResubmit | null>;

/** The resubmission in a loader's context, if the server put one there. */
export function contactResubmitFrom(context: Readonly<RouterContextProvider>): ContactResubmit | null {
  return context.get(contactResubmitContext);
}
