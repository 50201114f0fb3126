// Toasts without sonner on the first page: the first toast loads sonner and mounts its Toaster
// (components/app-toaster.tsx), which shows toasts raised before it subscribed.
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** sonner, fetched once; the Toaster mounts from the first call on. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether a toast has been asked for yet (for useSyncExternalStore). */
export function toasterWanted(): boolean {
  return sonner !== null;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner's toast.error / toast.success, sent once sonner has loaded. */
export const toast = {
  error(message: string): void {
    void loadSonner().then((s) => s.toast.error(message));
  },
  success(message: string): void {
    void loadSonner().then((s) => s.toast.success(message));
  },
};
