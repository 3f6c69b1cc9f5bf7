/** A Google Maps search for an address, which opens the app on phones and the site elsewhere. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
