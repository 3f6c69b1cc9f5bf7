import { isPlanId, type PlanId, type Specifications } from "./pricing";

/**
 * A fresh quote started from an expired quotation: the plan and its
 * specifications travel in the calculator URL's fragment (never sent to the
 * server, never logged), e.g. `#plan=web-basic&pages=5&revisions=3`.
 */
export function prefillFragment(planId: PlanId, specifications: Partial<Specifications>): string {
  const params = new URLSearchParams({ plan: planId });
  for (const [field, value] of Object.entries(specifications)) params.set(field, String(value));
  return `#${params.toString()}`;
}

/** The plan and raw specification values of a pre-fill fragment; the calculator validates them as typed input. */
export function readPrefill(hash: string): { planId: PlanId; raw: Record<string, string> } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const planId = params.get("plan");
  if (!isPlanId(planId)) return null;
  params.delete("plan");
  return { planId, raw: Object.fromEntries(params) };
}
