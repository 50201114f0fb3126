// A stricter network guard for one test: while recording, every TCP connection, DNS lookup and fetch()
// is written down and refused — loopback included — except the exact host:port pairs allowed (the test
// database on PostgreSQL runs). The app under test is called in-process, so it needs no socket.
import dns from "node:dns";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

export interface OutboundRecorder {
  /** Every refused attempt: "connect host:port", "lookup name" or "fetch url". */
  attempts: string[];
  start(): void;
  stop(): void;
  /** Restores the patched functions. */
  uninstall(): void;
}

type AnyFn = (...args: unknown[]) => unknown;

/** The host:port a Socket.connect call aims at (net's normalized [options, cb] array included). */
function targetOf(args: unknown[]): string | null {
  const raw = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof raw === "object" && raw !== null) {
    const o = raw as { host?: string; port?: number | string; path?: string };
    if (o.path) return null; // a unix socket never leaves the machine
    return `${o.host ?? "localhost"}:${o.port ?? ""}`;
  }
  if (typeof raw === "number" || (typeof raw === "string" && /^\d+$/.test(raw))) {
    return `${typeof args[1] === "string" ? args[1] : "localhost"}:${raw}`;
  }
  return null;
}

export function installOutboundRecorder(options: { allow?: string[] } = {}): OutboundRecorder {
  const allow = new Set(options.allow ?? []);
  const attempts: string[] = [];
  let recording = false;
  const refuse = (what: string) => {
    attempts.push(what);
    return new Error(`documents-only: outbound ${what} refused`);
  };

  const originalConnect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function recordedConnect(this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    if (recording && target && !allow.has(target)) throw refuse(`connect ${target}`);
    return (originalConnect as unknown as AnyFn).apply(this, args);
  } as typeof net.Socket.prototype.connect;

  const originalLookup = dns.lookup;
  const originalPromisesLookup = dns.promises.lookup;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    if (recording) throw refuse(`lookup ${hostname}`);
    return (originalLookup as unknown as AnyFn)(hostname, ...rest);
  }) as typeof dns.lookup;
  dns.promises.lookup = ((hostname: string, ...rest: unknown[]) => {
    if (recording) return Promise.reject(refuse(`lookup ${hostname}`));
    return (originalPromisesLookup as unknown as AnyFn)(hostname, ...rest);
  }) as typeof dns.promises.lookup;
  // Modules that imported { lookup } from node:dns/promises see the patched function too.
  syncBuiltinESMExports();

  const originalFetch = globalThis.fetch;
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    if (recording) {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      throw refuse(`fetch ${url}`);
    }
    return originalFetch(input, init);
  }) as typeof fetch;

  return {
    attempts,
    start: () => {
      recording = true;
    },
    stop: () => {
      recording = false;
    },
    uninstall() {
      recording = false;
      net.Socket.prototype.connect = originalConnect;
      dns.lookup = originalLookup;
      dns.promises.lookup = originalPromisesLookup;
      syncBuiltinESMExports();
      globalThis.fetch = originalFetch;
    },
  };
}
