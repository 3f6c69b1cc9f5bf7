/** A Google Maps search for an address, which opens the app on phones and the site elsewhere. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The office map's embed: the configured provider URL (MAP_EMBED_URL) pointed at the address, so the map
 * follows the company facts rather than a place typed into a setting. A Google embed code (`pb=`) already
 * names its place and is kept as it is.
 */
export function mapEmbedUrl(embedUrl: string, address: string): string {
  const url = new URL(embedUrl);
  if (url.searchParams.has("pb")) return embedUrl;
  url.searchParams.set("q", address);
  return url.toString();
}
