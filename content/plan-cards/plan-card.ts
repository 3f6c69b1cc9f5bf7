import { formatYen, type PlanId } from "../../domain/pricing/pricing";

/** Spec section 3, entity "Plan card". Price figures are formatted from lib/pricing's constants. */
export interface PlanCard {
  id: PlanId;
  title: string;
  /** The headline figure, e.g. "¥10,000" or "¥25,000–¥40,000". */
  priceText: string;
  /** What the figure is per, e.g. "per page". */
  unitText: string;
  features: string[];
}

export const jaYen = (amount: number) => formatYen(amount, "ja");
export const enYen = (amount: number) => formatYen(amount, "en");
