import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for when capping visitors: an IPv4 address
 * itself, an IPv6 address's /64 (one subscriber's LAN: its devices, and an attacker,
 * may pick any address in it). An IPv4-mapped IPv6 address is its IPv4 address;
 * anything else is taken as it is.
 */
export function ipNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return expandIPv6(ip).slice(0, 4).join(":");
}

/** The eight groups of an IPv6 address, without leading zeros (a trailing dotted quad becomes two groups). */
function expandIPv6(ip: string): string[] {
  let address = ip.split("%")[0]!.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16).toString(16));
}
