// Small, failure-proof access to localStorage (private windows and tests may not have it).

export const STORAGE_KEYS = {
  theme: "treatise.theme",
  locale: "treatise.locale",
  advancedOptions: "treatise.advancedOptions",
  sidebarCollapsed: "treatise.sidebarCollapsed",
} as const;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the choice then lasts for this page only.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to forget where storage is unavailable.
  }
}
