// Outbound HTTP in tests fails unless it goes to a loopback fixture server (CONVENTIONS: Tests).
import net from "node:net";

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost", "::ffff:127.0.0.1"]);

let installed = false;

/** Refuses TCP connections to anything but loopback for the rest of the process. */
export function installNetworkGuard(): void {
  if (installed) return;
  installed = true;
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    // net.connect() and undici call connect() with net's normalized [options, callback] array.
    const raw = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    const first = raw as { host?: string; path?: string; port?: number } | number | string | undefined;
    let host: string | undefined;
    if (typeof first === "object" && first !== null) {
      if (first.path) return (original as (...a: unknown[]) => net.Socket).apply(this, args);
      host = first.host ?? "localhost";
    } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
      host = typeof args[1] === "string" ? (args[1] as string) : "localhost";
    } else if (typeof first === "string") {
      return (original as (...a: unknown[]) => net.Socket).apply(this, args); // unix socket path
    }
    if (host && !LOOPBACK.has(host) && !host.startsWith("127.")) {
      throw new Error(
        `Test network guard: outbound connection to ${host} refused (use a local fixture server)`,
      );
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}
