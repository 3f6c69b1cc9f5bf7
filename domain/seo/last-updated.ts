/**
 * The legal pages are reviewed every January, so they show January of the
 * current year (spec section 2, Terms and Privacy). Computed by the pages' loaders
 * (at prerender time) rather than typed in, so the line never goes stale.
 */
export function lastUpdatedYear(now: Date = new Date()): number {
  return now.getFullYear();
}
