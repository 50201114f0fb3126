// The SSRF guard (ARCHITECTURE §6): the server fetches only public http(s) addresses. A url is checked
// after the WHATWG parser has normalised it (so 2130706433, 0177.0.0.1 and 0x7f.0.0.1 are 127.0.0.1),
// its host is resolved once, every address is classified, and the caller connects to the address that
// was checked (pinning), so a DNS answer that changes between check and connect cannot slip through.
import { lookup } from "node:dns/promises";
import net from "node:net";
import { blockedAddressReason } from "./address";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (injectable for tests). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** A fetch the SSRF guard refused; the message names the url and the reason. */
export class FetchRefusedError extends Error {
  override readonly name = "FetchRefusedError";
}

export interface GuardOptions {
  /** Exact host:port pairs let through even when private (tests, a local fixture web). */
  allowPrivateHosts?: readonly string[];
  resolve?: Resolver;
}

/** Where to connect for a url that passed the guard. */
export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets. */
  hostname: string;
  port: number;
  /** The address to connect to: the one that was checked. */
  pinned: ResolvedAddress;
  /** True when the url was let through by the private-hosts allow list. */
  allowListed: boolean;
}

function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

function bareHostname(url: URL): string {
  const host = url.hostname;
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

/** Normalises a host:port allow-list entry the way the URL parser normalises hosts. */
export function normalizeHostPort(entry: string): string | null {
  try {
    const url = new URL(`http://${entry.trim()}`);
    const port = url.port || "80";
    if (!/:\d+$/.test(entry.trim())) return null;
    return `${url.hostname.toLowerCase()}:${port}`;
  } catch {
    return null;
  }
}

/** Checks a url against the guard and returns the address to connect to; throws FetchRefusedError. */
export async function checkUrl(input: string | URL, options: GuardOptions = {}): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input) : input;
  } catch {
    throw new FetchRefusedError(`Refused to fetch ${String(input)}: not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefusedError(
      `Refused to fetch ${url.href}: only http and https addresses can be read (got ${url.protocol})`,
    );
  }
  const hostname = bareHostname(url);
  if (!hostname) throw new FetchRefusedError(`Refused to fetch ${url.href}: no host`);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  const allowed = new Set(
    (options.allowPrivateHosts ?? []).map(normalizeHostPort).filter((v): v is string => v !== null),
  );
  const allowListed = allowed.has(`${url.hostname.toLowerCase()}:${port}`);

  let addresses: ResolvedAddress[];
  const family = net.isIP(hostname);
  if (family === 4 || family === 6) {
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new FetchRefusedError(
        `Could not fetch ${url.href}: the host ${hostname} could not be resolved${code ? ` (${code})` : ""}`,
      );
    }
    if (addresses.length === 0) {
      throw new FetchRefusedError(`Could not fetch ${url.href}: the host ${hostname} has no address`);
    }
  }

  if (!allowListed) {
    // Every answer must be public: an attacker's name may list a public and a private address.
    for (const answer of addresses) {
      const reason = blockedAddressReason(answer.address);
      if (reason) {
        const subject = family ? reason : `${hostname} resolves to ${answer.address}, a ${reason}`;
        throw new FetchRefusedError(`Refused to fetch ${url.href}: ${subject}`);
      }
    }
  }
  return { url, hostname, port, pinned: addresses[0]!, allowListed };
}
