// Radix primitives (menus, dialogs, tooltips) read the reading direction from this provider, not from
// <html dir>: keyboard arrows, "start" alignment and sides flip with the interface language.
import { Direction } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isRtl } from "../../common/constants";

export function AppDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.Provider dir={isRtl(i18n.language) ? "rtl" : "ltr"}>{children}</Direction.Provider>;
}
