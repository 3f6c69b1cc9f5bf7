import type { ReactNode } from "react";
import type { PricingCategoryId } from "../../../content/pricing-plans";

const shapes: Record<PricingCategoryId, ReactNode> = {
  web: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M10 12.5 8 14.5l2 2M14 12.5l2 2-2 2" />
    </>
  ),
  mobile: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18h3" />
    </>
  ),
  cloud: <path d="M7.5 18.5h9.5a4 4 0 0 0 .6-7.96 5.75 5.75 0 0 0-11.1 1.02A3.5 3.5 0 0 0 7.5 18.5z" />,
  ai: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M9.5 2.5V6M14.5 2.5V6M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5M10 10h4v4h-4z" />
    </>
  ),
  services: (
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.8 1.8 0 0 0 2.6 2.6l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.3-.4-.4-2.3z" />
  ),
};

/** Decorative outline icon of a calculator category; the button text carries the meaning. */
export function CategoryIcon({ id, className = "h-7 w-7" }: { id: PricingCategoryId; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[id]}
    </svg>
  );
}
