// The user menu's Radix dropdown, loaded when the menu is first opened (user-menu.tsx).
import { LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppDialogs } from "../../dialogs/app-dialogs-context";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

export function UserMenuDropdown({
  label,
  triggerClass,
  face,
  onNavigate,
}: {
  label: string;
  triggerClass: string;
  face: ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openSettings } = useAppDialogs();
  // Loaded because the person opened the menu: it opens at once.
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger aria-label={label} className={triggerClass}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-zinc-200 bg-white p-1 shadow-xl dark:border-zinc-800 dark:bg-zinc-900"
        >
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              onNavigate?.();
              openSettings("general");
            }}
          >
            <Settings aria-hidden className="size-4" />
            {t("userMenu.settings")}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-100 dark:bg-zinc-800" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/auth/logout")}>
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("userMenu.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
