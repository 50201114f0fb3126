// Keeps the interface in the language saved with the account: on sign-in, on another device, and
// right after the person changes it in Settings (no reload).
import { useEffect } from "react";
import { useUser } from "../api/user";
import { applyAccountLanguage } from "./index";

export function useAccountLanguage(): void {
  const user = useUser();
  const loaded = user.isSuccess;
  const saved = user.data?.locale ?? null;
  useEffect(() => {
    if (loaded) void applyAccountLanguage(saved);
  }, [loaded, saved]);
}
