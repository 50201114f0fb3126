import { Menu, PanelLeftOpen, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { AppDialogsProvider } from "../../dialogs/app-dialogs";
import { useStoredFlag } from "../../hooks/use-stored-flag";
import { useAccountLanguage } from "../../i18n/use-account-language";
import { STORAGE_KEYS } from "../../lib/storage";
import { IconButton } from "../ui/button";
import { Logo } from "./logo";
import { SidebarContent } from "./sidebar";

/** The signed-in frame: a collapsible sidebar on desktop, a drawer on mobile, the page beside it. */
export function AppLayout({ sessionUser }: { sessionUser?: { name?: string; email?: string } }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useStoredFlag(STORAGE_KEYS.sidebarCollapsed, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  useAccountLanguage();

  // Any navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change on purpose
  useEffect(() => setDrawerOpen(false), [location.key]);

  return (
    <AppDialogsProvider>
      <div className="flex h-dvh overflow-hidden">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2 dark:bg-zinc-900"
        >
          {t("common.skipToContent")}
        </a>
        {collapsed ? null : (
          <aside
            aria-label={t("sidebar.label")}
            className="hidden w-72 shrink-0 border-e border-zinc-200 bg-zinc-50 md:block dark:border-zinc-800 dark:bg-zinc-900/60"
          >
            <SidebarContent onCollapse={() => setCollapsed(true)} sessionUser={sessionUser} />
          </aside>
        )}

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-14 shrink-0 items-center gap-2 border-b border-zinc-200 px-3 md:hidden dark:border-zinc-800">
            <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
              <Dialog.Trigger asChild>
                <IconButton aria-label={t("sidebar.openMenu")}>
                  <Menu aria-hidden className="size-5" />
                </IconButton>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50" />
                <Dialog.Content
                  aria-describedby={undefined}
                  className="fixed inset-y-0 start-0 z-50 w-[min(20rem,85vw)] border-e border-zinc-200 bg-zinc-50 shadow-2xl dark:border-zinc-800 dark:bg-zinc-900"
                >
                  <Dialog.Title className="sr-only">{t("sidebar.label")}</Dialog.Title>
                  <SidebarContent
                    onNavigate={() => setDrawerOpen(false)}
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
            <Logo />
          </header>

          {collapsed ? (
            <div className="absolute start-3 top-3 z-10 hidden md:block">
              <IconButton
                aria-label={t("sidebar.expand")}
                title={t("sidebar.expand")}
                onClick={() => setCollapsed(false)}
              >
                <PanelLeftOpen aria-hidden className="size-4.5 rtl:-scale-x-100" />
              </IconButton>
            </div>
          ) : null}

          <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto focus:outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </AppDialogsProvider>
  );
}
