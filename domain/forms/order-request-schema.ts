import * as z from "zod/mini";
import { nameSchema, firstError, type Validation } from "./contact-schema";

/** The messages the order request reports, from content/quotation.ts in the quote's language. */
export interface OrderRequestMessages {
  ordererNameRequired: string;
  ordererNameTooLong: string;
  ordererNameBadCharacters: string;
  ordererNameEncodedWord: string;
  ordererNameHasLink: string;
  purchaseOrderInvalid: string;
  confirmRequired: string;
}

export const orderRequestFields = ["ordererName", "purchaseOrder", "confirm"] as const;
export type OrderRequestField = (typeof orderRequestFields)[number];
export type OrderRequest = { ordererName: string; purchaseOrder: string | null };

// A purchase-order number as companies print them ("PO-2026-0042", "A12/345#7"); full-width forms fold by NFKC.
const PURCHASE_ORDER = /^[A-Za-z0-9][A-Za-z0-9\-_/#. ]{0,39}$/;

/**
 * The online copy's acceptance (the form post or the JSON API): who orders (the contact form's
 * name rules, so the office and its emails read it safely), an optional purchase-order number and
 * an explicit confirmation ("on" from the checkbox, true from JSON).
 */
export function orderRequestSchema(m: OrderRequestMessages) {
  return z.object({
    ordererName: nameSchema({
      nameRequired: m.ordererNameRequired,
      nameTooLong: m.ordererNameTooLong,
      nameBadCharacters: m.ordererNameBadCharacters,
      nameEncodedWord: m.ordererNameEncodedWord,
      nameHasLink: m.ordererNameHasLink,
    }),
    purchaseOrder: z.pipe(
      z.optional(z.union([z.string(), z.null()], { error: m.purchaseOrderInvalid })),
      z.pipe(
        z.transform((s: string | null | undefined) => (s ?? "").normalize("NFKC").trim()),
        z.string().check(z.refine((s) => s === "" || PURCHASE_ORDER.test(s), { message: m.purchaseOrderInvalid })),
      ),
    ),
    confirm: z.union([z.literal("on"), z.literal(true)], { error: m.confirmRequired }),
  });
}

export function validateOrderRequest(
  input: unknown,
  m: OrderRequestMessages,
): Validation<OrderRequest, OrderRequestField> & { errors?: { field: OrderRequestField; message: string }[] } {
  const source = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = orderRequestSchema(m).safeParse(source);
  if (result.success)
    return {
      ok: true,
      data: { ordererName: result.data.ordererName, purchaseOrder: result.data.purchaseOrder || null },
    };
  const errors = orderRequestFields.flatMap((field) => {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    return issue ? [{ field, message: issue.message }] : [];
  });
  return {
    ok: false,
    error: firstError(result.error, orderRequestFields) ?? { field: "confirm", message: m.confirmRequired },
    errors,
  };
}
