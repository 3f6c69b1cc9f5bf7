import { OutlineIcon } from "../ui/outline-icon";
import type { ReactNode } from "react";

const videoCamera = (
  <>
    <rect x="2.5" y="6" width="13.5" height="12" rx="2" />
    <path d="m16 10.5 5.5-3v9l-5.5-3z" />
  </>
);

/** Line icons (24-unit grid) for every service id used on the home and services pages. */
const paths: Record<string, ReactNode> = {
  "web-development": (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M10 12.5 8 14.5l2 2M14 12.5l2 2-2 2" />
    </>
  ),
  "mobile-apps": (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18h3" />
    </>
  ),
  "cloud-solutions": <path d="M7.5 18.5h9.5a4 4 0 0 0 .6-7.96 5.75 5.75 0 0 0-11.1 1.02A3.5 3.5 0 0 0 7.5 18.5z" />,
  "it-consulting": (
    <path d="M9.5 18h5M10.5 21h3M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.1v.1h5v-.1c0-.8.4-1.6 1.1-2.1A6 6 0 0 0 12 3z" />
  ),
  "ai-integration": (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M9.5 2.5V6M14.5 2.5V6M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5M10 10h4v4h-4z" />
    </>
  ),
  "social-networks": (
    <>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="m8.3 10.9 7.4-3.7M8.3 13.1l7.4 3.7" />
    </>
  ),
  "map-apps": (
    <>
      <path d="M12 21.5s-6.5-5.6-6.5-11.2a6.5 6.5 0 0 1 13 0c0 5.6-6.5 11.2-6.5 11.2z" />
      <circle cx="12" cy="10.2" r="2.4" />
    </>
  ),
  seo: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.3 15.3 5.2 5.2M8 12.5v-1.5M10.5 12.5v-4M13 12.5V10" />
    </>
  ),
  geo: (
    <>
      <path d="M4 6a2.5 2.5 0 0 1 2.5-2.5h11A2.5 2.5 0 0 1 20 6v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 15z" />
      <path d="m12 6.5.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
    </>
  ),
  "digital-marketing": <path d="M3 17.5 9 11.5l4 4 8-8M15 7.5h6v6" />,
  "video-creation": videoCamera,
  "social-media-management": (
    <>
      <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4M12 18s-3-1.8-3-3.8a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 2-3 3.8-3 3.8z" />
    </>
  ),
  "startup-support": (
    <>
      <path d="M14.5 4.5c2-1.3 4.3-1.6 5.6-1.5.1 1.3-.2 3.6-1.5 5.6L12 15.2 8.8 12z" />
      <path d="M8.8 12 5.3 11.4 8 8.7h3.4M12 15.2l.6 3.5 2.7-2.7v-3.4M6.5 17.5 3.5 20.5" />
    </>
  ),
  "security-assessment": (
    <>
      <path d="M12 2.8 19 5.8v5.1c0 4.5-3 8.4-7 10.3-4-1.9-7-5.8-7-10.3V5.8z" />
      <path d="m9 12 2.2 2.2L15.3 10" />
    </>
  ),
  "performance-optimization": (
    <>
      <path d="M3.8 17.5a8.2 8.2 0 1 1 16.4 0" />
      <path d="m12 17.5 4.2-5.3" />
      <circle cx="12" cy="17.5" r="1.3" />
    </>
  ),
  "technical-training": (
    <>
      <path d="m2 9.5 10-5 10 5-10 5z" />
      <path d="M6 11.5v4.8c3.3 2.6 8.7 2.6 12 0v-4.8M22 9.5v5.5" />
    </>
  ),
  maintenance: (
    <path d="M14.7 6.3a4 4 0 0 0-5.3 5.1l-5.9 5.8a1.8 1.8 0 0 0 2.5 2.5l5.9-5.8a4 4 0 0 0 5.1-5.3l-2.6 2.6-2.4-.4-.4-2.4z" />
  ),
  "video-social-media": videoCamera,
};

export function ServiceIcon({ id, className = "h-6 w-6" }: { id: string; className?: string }) {
  return (
    <OutlineIcon className={className} strokeWidth={1.7}>
      {paths[id] ?? paths["web-development"]}
    </OutlineIcon>
  );
}

/** The tick used in feature lists. */
export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}
