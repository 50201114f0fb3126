// The sidebar as a drawer on small screens (app-layout.tsx), loaded when first opened.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../ui/button";
import { SidebarContent } from "./sidebar";

export function MobileDrawer({
  open,
  onOpenChange,
  sessionUser,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionUser?: { name?: string; email?: string };
  /** The menu button that opened it (it is not Radix's trigger, so Radix would not know it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={() => returnFocusTo.current?.focus()}
          className="fixed inset-y-0 start-0 z-50 w-[min(20rem,85vw)] border-e border-zinc-200 bg-zinc-50 shadow-2xl dark:border-zinc-800 dark:bg-zinc-900"
        >
          <Dialog.Title className="sr-only">{t("sidebar.label")}</Dialog.Title>
          <SidebarContent
            onNavigate={() => onOpenChange(false)}
            sessionUser={sessionUser}
            closeButton={
              <Dialog.Close asChild>
                <IconButton aria-label={t("sidebar.closeMenu")}>
                  <X aria-hidden className="size-5" />
                </IconButton>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
