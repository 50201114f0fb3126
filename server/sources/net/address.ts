// Classifies IP addresses for the SSRF guard: which ones the server must never connect to, and why.
import net from "node:net";

/** The four octets of a dotted-decimal IPv4 address, or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    octets.push(value);
  }
  return octets;
}

/** The eight 16-bit groups of an IPv6 address (zone id ignored), or null. */
export function parseIPv6(text: string): number[] | null {
  let input = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  const zone = input.indexOf("%");
  if (zone >= 0) input = input.slice(0, zone);
  if (net.isIPv6(input) === false) return null;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two groups.
  const lastColon = input.lastIndexOf(":");
  const tail = input.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = parseIPv4(tail);
    if (!v4) return null;
    input = `${input.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = input.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 && missing !== 0) return null;
  if (halves.length === 2 && missing < 1) return null;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => "0"), ...rest];
  const values = groups.map((group) => Number.parseInt(group, 16));
  return values.length === 8 && values.every((v) => Number.isInteger(v) && v >= 0 && v <= 0xffff)
    ? values
    : null;
}

function inV4(octets: number[], base: string, bits: number): boolean {
  const b = parseIPv4(base)!;
  const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
  const start = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (start & mask) >>> 0;
}

// Ranges the server never fetches from, most specific first.
const V4_BLOCKED: [string, number, string][] = [
  ["169.254.169.254", 32, "cloud metadata address"],
  ["100.100.100.200", 32, "cloud metadata address"],
  ["255.255.255.255", 32, "broadcast address"],
  ["0.0.0.0", 8, "unspecified (0.0.0.0/8) address"],
  ["10.0.0.0", 8, "private address"],
  ["100.64.0.0", 10, "shared (CGNAT) address"],
  ["127.0.0.0", 8, "loopback address"],
  ["169.254.0.0", 16, "link-local address"],
  ["172.16.0.0", 12, "private address"],
  ["192.0.0.0", 24, "reserved (IETF protocol) address"],
  ["192.0.2.0", 24, "documentation address"],
  ["192.88.99.0", 24, "reserved (6to4 relay) address"],
  ["192.168.0.0", 16, "private address"],
  ["198.18.0.0", 15, "benchmarking address"],
  ["198.51.100.0", 24, "documentation address"],
  ["203.0.113.0", 24, "documentation address"],
  ["224.0.0.0", 4, "multicast address"],
  ["240.0.0.0", 4, "reserved address"],
];

function v4Reason(octets: number[]): string | null {
  for (const [base, bits, reason] of V4_BLOCKED) if (inV4(octets, base, bits)) return reason;
  return null;
}

function embeddedV4(groups: number[], from: number): number[] {
  const hi = groups[from]!;
  const lo = groups[from + 1]!;
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
}

function v6Reason(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((v) => v === 0);
  if (zeros(0, 8)) return "unspecified address";
  if (zeros(0, 7) && g[7] === 1) return "loopback address";
  if (zeros(0, 5) && g[5] === 0xffff) {
    const reason = v4Reason(embeddedV4(g, 6));
    return reason ? `${reason} (IPv4-mapped IPv6)` : null;
  }
  if (zeros(0, 6)) return "reserved (IPv4-compatible IPv6) address";
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) {
    const reason = v4Reason(embeddedV4(g, 6));
    return reason ? `${reason} (NAT64)` : null;
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return "reserved (local NAT64) address";
  if (g[0] === 0x100 && zeros(1, 4)) return "discard-only address";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "documentation address";
  if (g[0] === 0x2001 && g[1] === 0) return "reserved (Teredo) address";
  if (g[0] === 0x2002) {
    const reason = v4Reason(embeddedV4(g, 1));
    return reason ? `${reason} (6to4)` : null;
  }
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && zeros(2, 7) && g[7] === 0x254) return "cloud metadata address";
  if ((g[0]! & 0xfe00) === 0xfc00) return "unique-local address";
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local address";
  if ((g[0]! & 0xffc0) === 0xfec0) return "site-local address";
  if ((g[0]! & 0xff00) === 0xff00) return "multicast address";
  return null;
}

/**
 * Why the server must not connect to this IP address ("loopback address", "private address" …),
 * or null when it is a public unicast address. Anything that is not a valid IP literal is refused.
 */
export function blockedAddressReason(address: string): string | null {
  const v4 = parseIPv4(address);
  if (v4) return v4Reason(v4);
  const v6 = parseIPv6(address);
  if (v6) return v6Reason(v6);
  return "not an IP address";
}
