// Theme System / Light / Dark: saved in localStorage and applied as the "dark" class on <html>.
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function parseTheme(value: string | null): ThemeChoice {
  return (THEME_CHOICES as readonly string[]).includes(value ?? "") ? (value as ThemeChoice) : "system";
}

/** Whether the page should be dark for a choice, given the system preference. */
export function isDark(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === "dark" || (choice === "system" && systemPrefersDark);
}

const listeners = new Set<() => void>();
let current: ThemeChoice = parseTheme(readStorage(STORAGE_KEYS.theme));

function systemDarkQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && window.matchMedia
    ? window.matchMedia("(prefers-color-scheme: dark)")
    : null;
}

export function applyTheme(): void {
  if (typeof document === "undefined") return;
  const dark = isDark(current, systemDarkQuery()?.matches ?? false);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

export function getTheme(): ThemeChoice {
  return current;
}

export function setTheme(choice: ThemeChoice): void {
  current = choice;
  writeStorage(STORAGE_KEYS.theme, choice);
  applyTheme();
  for (const l of listeners) l();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the saved theme now and follows the system setting while the choice is "system". */
export function startTheme(): void {
  applyTheme();
  systemDarkQuery()?.addEventListener("change", applyTheme);
}
