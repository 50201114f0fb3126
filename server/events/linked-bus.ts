// Document events between the processes of one embedded instance (the web process and its worker process):
// each process delivers to its own subscribers and passes every event to the processes linked to it, over
// the IPC channel Node opens between a parent and a forked child. The web process relays between children.
import { EventEmitter } from "node:events";
import type { EventBus } from "./bus";

/** One IPC channel: a forked child seen from its parent, or `process` seen from the child. */
export interface BusLink {
  send(message: unknown): void;
  on(event: "message", handler: (message: unknown) => void): unknown;
  off(event: "message", handler: (message: unknown) => void): unknown;
}

interface BusEnvelope {
  treatiseBus: true;
  c: string;
  p: unknown;
}

const isEnvelope = (m: unknown): m is BusEnvelope =>
  typeof m === "object" && m !== null && (m as BusEnvelope).treatiseBus === true;

export interface LinkedBus extends EventBus {
  /** Starts exchanging events with another process; returns the function that stops it. */
  link(peer: BusLink): () => void;
}

export function createLinkedBus(): LinkedBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const peers = new Map<BusLink, () => void>();
  const forward = (envelope: BusEnvelope, except?: BusLink) => {
    for (const peer of peers.keys()) {
      if (peer === except) continue;
      try {
        peer.send(envelope);
      } catch {
        // The other process is gone; its link is dropped when it exits.
      }
    }
  };
  return {
    async publish(channel, payload) {
      const envelope: BusEnvelope = { treatiseBus: true, c: channel, p: payload };
      // Delivered asynchronously, like NOTIFY, so publishers never run subscribers inline.
      queueMicrotask(() => local.emit(channel, payload));
      forward(envelope);
    },
    subscribe(channel, handler) {
      local.on(channel, handler);
      return () => local.off(channel, handler);
    },
    link(peer) {
      const onMessage = (message: unknown) => {
        if (!isEnvelope(message)) return;
        local.emit(message.c, message.p);
        forward(message, peer);
      };
      const unlink = () => {
        peers.delete(peer);
        peer.off("message", onMessage);
      };
      peers.set(peer, unlink);
      peer.on("message", onMessage);
      return unlink;
    },
    async close() {
      for (const unlink of [...peers.values()]) unlink();
      local.removeAllListeners();
    },
  };
}
