import { ChevronsUpDown } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentCount, useUser } from "../../api/user";
import { displayName, initials, papersRemaining } from "../../lib/user-display";

const triggerClass =
  "flex w-full items-center gap-3 rounded-lg p-2 text-start hover:bg-zinc-200/60 data-[state=open]:bg-zinc-200/60 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800";

// Radix's dropdown (and its positioning library) loads when the menu is first opened.
const UserMenuDropdown = lazy(async () => ({
  default: (await import("./user-menu-dropdown")).UserMenuDropdown,
}));

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
  const user = useUser().data;
  const quota = user?.paperQuota ?? null;
  const count = useDocumentCount(quota !== null).data;
  const name = user?.name ?? fallbackName ?? "";
  const email = user?.email ?? fallbackEmail ?? "";
  const label = displayName(name, email);
  const [wanted, setWanted] = useState(false);
  const ariaLabel = t("userMenu.open", { name: label });
  const face = (
    <>
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
    </>
  );
  const plain = (
    <button
      type="button"
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClass}
      onPointerDown={(event) => {
        if (event.button === 0) setWanted(true);
      }}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "ArrowDown") setWanted(true);
      }}
    >
      {face}
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenuDropdown label={ariaLabel} triggerClass={triggerClass} face={face} onNavigate={onNavigate} />
    </Suspense>
  );
}
