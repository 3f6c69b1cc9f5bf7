import type { Env } from "../env";
import type { IssuerSettings } from "./quotation-document";

/** The settings every quotation and invoice is frozen with at issue, read once from the environment. */
export const issuerSettings = (
  env: Pick<Env, "INVOICE_REGISTRATION_NUMBER" | "INVOICE_PAYMENT_TERMS">,
): IssuerSettings => ({
  registrationNumber: env.INVOICE_REGISTRATION_NUMBER,
  paymentTerms: env.INVOICE_PAYMENT_TERMS,
});
