// zod/mini: the calculator page loads this module (lazily) as well as the server.
import * as z from "zod/mini";
import { planIds, type PlanId } from "./plan-ids";
import {
  isCountField,
  normalizeSpecifications,
  planInputs,
  validateSpecifications,
  type Specifications,
} from "./pricing-specifications";

/**
 * A link into the pricing calculator with a plan and its sizes chosen
 * ("/pricing-calculator?plan=web-medium&pages=8"): the chat builds it from an estimate
 * in free text, the calculator reads it with the same schema and opens that plan,
 * with those values, once the visitor has given name and email.
 */
export interface CalculatorStart {
  plan: PlanId;
  specifications: Partial<Specifications>;
}

const planSchema = z.enum(planIds);

/** The query string ("?plan=…&pages=…") for a plan and the sizes it uses; other fields are left out. */
export function calculatorQuery(start: CalculatorStart): string {
  const params = new URLSearchParams({ plan: start.plan });
  for (const field of planInputs(start.plan)) {
    const value = start.specifications[field];
    if (value !== undefined) params.set(field, String(value));
  }
  return `?${params.toString()}`;
}

/**
 * The plan and values a link asks for, or null when it names no known plan. Values
 * outside the calculator's rules are dropped (the plan's defaults stand), never trusted.
 */
export function readCalculatorQuery(search: string): CalculatorStart | null {
  const params = new URLSearchParams(search);
  const plan = planSchema.safeParse(params.get("plan"));
  if (!plan.success) return null;
  const specifications: Record<string, unknown> = {};
  for (const field of planInputs(plan.data)) {
    const raw = params.get(field);
    if (raw === null) continue;
    const value = isCountField(field) && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
    // Each field on its own, so one bad value does not discard the good ones.
    const checked = validateSpecifications({ [field]: value }, "en");
    if (checked.success) specifications[field] = checked.data[field];
  }
  return { plan: plan.data, specifications: normalizeSpecifications(plan.data, specifications) };
}
