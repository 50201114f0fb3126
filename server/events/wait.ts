// Waiting for the next event or a time-out, whichever comes first — the one wait of every loop that
// follows the event bus (the document watch, the section text stream). The timer is always cleared.

export interface Waiter {
  /** Ends the current wait now (an event came, or the reader left). */
  wake(): void;
  /** Waits until wake() or `ms`; resolves "woken" or "timeout". */
  wait(ms: number): Promise<"woken" | "timeout">;
}

export function createWaiter(): Waiter {
  let current: ((how: "woken" | "timeout") => void) | null = null;
  let pending = false;
  return {
    wake() {
      if (current) current("woken");
      else pending = true; // woken between two waits: the next wait returns at once
    },
    wait(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve("woken");
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish("timeout"), ms);
        const finish = (how: "woken" | "timeout") => {
          clearTimeout(timer);
          current = null;
          resolve(how);
        };
        current = finish;
      });
    },
  };
}
