import { Menu, PanelLeftOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { AppDialogsProvider } from "../../dialogs/app-dialogs";
import { useStoredFlag } from "../../hooks/use-stored-flag";
import { useAccountLanguage } from "../../i18n/use-account-language";
import { lazyDialog } from "../../lib/lazy-when";
import { STORAGE_KEYS } from "../../lib/storage";
import { IconButton } from "../ui/button";
import { Logo } from "./logo";
import { SidebarContent } from "./sidebar";

// The mobile drawer (Radix's dialog) loads when first opened.
const MobileDrawer = lazyDialog(async () => (await import("./mobile-drawer")).MobileDrawer);

/** The signed-in frame: a collapsible sidebar on desktop, a drawer on mobile, the page beside it. */
export function AppLayout({ sessionUser }: { sessionUser?: { name?: string; email?: string } }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useStoredFlag(STORAGE_KEYS.sidebarCollapsed, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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
            <IconButton
              ref={menuButton}
              aria-label={t("sidebar.openMenu")}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu aria-hidden className="size-5" />
            </IconButton>
            <MobileDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              sessionUser={sessionUser}
              returnFocusTo={menuButton}
            />
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
