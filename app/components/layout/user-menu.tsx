import { ChevronsUpDown, LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useDocumentCount, useUser } from "../../api/user";
import { useAppDialogs } from "../../dialogs/app-dialogs-context";
import { displayName, initials, papersRemaining } from "../../lib/user-display";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

/** Avatar (image or initials), name or email, papers remaining; opens Settings and Logout. */
export function UserMenu({
  fallbackName,
  fallbackEmail,
  onNavigate,
}: {
  fallbackName?: string;
  fallbackEmail?: string;
  /** Called before a menu action, so the mobile drawer can close. */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser().data;
  const quota = user?.paperQuota ?? null;
  const count = useDocumentCount(quota !== null).data;
  const { openSettings } = useAppDialogs();
  const name = user?.name ?? fallbackName ?? "";
  const email = user?.email ?? fallbackEmail ?? "";
  const label = displayName(name, email);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("userMenu.open", { name: label })}
        className="flex w-full items-center gap-3 rounded-lg p-2 text-start hover:bg-zinc-200/60 data-[state=open]:bg-zinc-200/60 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800"
      >
        {user?.imageURL ? (
          <img src={user.imageURL} alt="" className="size-9 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white dark:bg-brand-500"
          >
            {initials(name, email)}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{label}</span>
          {quota !== null && count !== undefined ? (
            <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">
              {t("userMenu.papersRemaining", { count: papersRemaining(quota, count) })}
            </span>
          ) : null}
        </span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-zinc-400" />
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
