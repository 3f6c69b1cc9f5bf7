import { createContext, type RouterContextProvider } from "react-router";
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

/** Where the server puts it in the request's router context; unset (null) on every other render. */
export const contactResubmitContext = createContext<ContactResubmit | null>(null);

/** The resubmission in a loader's context, if the server put one there. */
export function contactResubmitFrom(context: Readonly<RouterContextProvider>): ContactResubmit | null {
  return context.get(contactResubmitContext);
}
