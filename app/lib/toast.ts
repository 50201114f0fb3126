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

/** Where sonner puts a bottom-centre toast (its offset, a toast and a second one stacked behind it). */
const TOAST_ZONE = { height: 132, width: 380 };

function inToastZone(rect: DOMRect): boolean {
  const top = window.innerHeight - TOAST_ZONE.height;
  const left = (window.innerWidth - TOAST_ZONE.width) / 2;
  const right = left + TOAST_ZONE.width;
  return rect.bottom > top && rect.right > left && rect.left < right && rect.height > 0;
}

type Position = "bottom-center" | "top-center";

/**
 * No toast may cover the control that raised it (the button clicked, else the element with focus): a
 * control in the toast's place is scrolled to the middle of its view, and if it cannot move there (the
 * end of a page), this toast is shown at the top instead.
 */
export function keepClearOfToast(from: Element | null | undefined): Position {
  if (!from || typeof window === "undefined" || from === document.body) return "bottom-center";
  if (!inToastZone(from.getBoundingClientRect())) return "bottom-center";
  from.scrollIntoView({ block: "center", inline: "nearest" });
  return inToastZone(from.getBoundingClientRect()) ? "top-center" : "bottom-center";
}

interface ToastOptions {
  /** The control that raised the toast (default: the element with focus). */
  from?: Element | null;
}

const currentControl = () => (typeof document === "undefined" ? null : document.activeElement);

/** sonner's toast.error / toast.success, sent once sonner has loaded, clear of the control that raised them. */
export const toast = {
  error(message: string, options: ToastOptions = {}): void {
    const position = keepClearOfToast(options.from ?? currentControl());
    void loadSonner().then((s) => s.toast.error(message, { position }));
  },
  success(message: string, options: ToastOptions = {}): void {
    const position = keepClearOfToast(options.from ?? currentControl());
    void loadSonner().then((s) => s.toast.success(message, { position }));
  },
};
