import { useSyncExternalStore } from "react";
import { getTheme, setTheme, subscribeTheme, type ThemeChoice } from "../lib/theme";

export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  return [theme, setTheme];
}
