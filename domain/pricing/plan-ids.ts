/** Every plan the price formulas know (spec section 3), including those no plan card offers. */
export const planIds = [
  "web-basic",
  "web-medium",
  "web-complex",
  "web-additional",
  "mobile-pwa",
  "mobile-simple",
  "mobile-medium",
  "mobile-complex",
  "mobile-native",
  "cloud-hosting",
  "cloud-migration",
  "it-consulting",
  "ai-chatbot",
  "ai-custom",
  "social-basic",
  "social-advanced",
  "map-app",
  "maintenance",
  "security-audit",
  "performance-optimization",
  "seo",
  "training",
] as const;
export type PlanId = (typeof planIds)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (planIds as readonly string[]).includes(value);
}
