import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for in per-address limits: an IPv4 address
 * itself, an IPv6 address its /64. One IPv6 host is usually given a whole /64, so
 * counting each of its addresses apart would let it pose as billions of clients.
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1, as a server on "::" sees it)
 * is the IPv4 address. Anything else (such as "unknown") is returned as it is.
 */
export function addressNetwork(ip: string): string {
  const address = ip.split("%")[0]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = hextets(address).slice(0, 4);
  return `${groups.map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and a trailing dotted quad converted. */
function hextets(address: string): string[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill("0"), ...right];
}
