/**
 * The calculator's configure inputs (spec sections 3 and 5). Every count is a
 * whole number; the upper bounds are not business rules but stop absurd input
 * (a typo of extra zeros, a script) from producing a meaningless quote.
 */
export const countBounds = {
  pages: { min: 1, max: 10_000 },
  revisions: { min: 2, max: 10_000 },
  screens: { min: 1, max: 10_000 },
  hours: { min: 1, max: 10_000 },
  features: { min: 1, max: 10_000 },
  gigabytes: { min: 1, max: 10_000 },
  setupCost: { min: 0, max: 100_000_000 },
  additionalPages: { min: 0, max: 10_000 },
} as const;

export const choiceOptions = {
  platform: ["web", "native"],
  location: ["remote", "onsite"],
} as const;

export type CountField = keyof typeof countBounds;
export type ChoiceField = keyof typeof choiceOptions;
export type ChoiceValue<F extends ChoiceField> = (typeof choiceOptions)[F][number];
export type SpecificationField = CountField | ChoiceField;
