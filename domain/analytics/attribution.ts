/**
 * The landing of this visit (first page of the tab), kept in sessionStorage by the
 * analytics beacon (app/islands/analytics.ts) and sent with a contact message, a
 * quote or a chat lead so the lead can be credited to the page and source that
 * brought it. No identifier: only where the visit came in, gone when the tab closes
 * (docs/decisions/017-cookieless-analytics.md).
 */
export interface Attribution {
  entryPath: string;
  referrer: string | null;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export const ATTRIBUTION_STORAGE_KEY = "analytics-entry";

/** This visit's landing, or undefined (no beacon ran: Do Not Track, storage blocked, an older page). */
export function attribution(): Attribution | undefined {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Attribution) : undefined;
  } catch {
    return undefined;
  }
}
