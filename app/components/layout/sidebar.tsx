import { BookOpen, MessagesSquare, PanelLeftClose, SquarePen, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useConfig } from "../../api/config";
import { IconButton } from "../ui/button";
import { DocumentList } from "./document-list";
import { Logo } from "./logo";
import { UserMenu } from "./user-menu";

const linkClass =
  "flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-zinc-700 hover:bg-zinc-200/60 dark:text-zinc-300 dark:hover:bg-zinc-800";

/** The sidebar's content, used by the desktop sidebar and the mobile drawer alike. */
export function SidebarContent({
  onNavigate,
  onCollapse,
  closeButton,
  sessionUser,
}: {
  onNavigate?: () => void;
  onCollapse?: () => void;
  closeButton?: ReactNode;
  sessionUser?: { name?: string; email?: string };
}) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const hostedLogo = config?.features.hosted.enabled ? config.features.hosted.logoURL : null;
  const chatURL = config?.features.communityChatURL ?? null;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1 px-3 pt-3 pb-2">
        <Logo className="me-auto px-1" />
        {hostedLogo ? (
          <img
            src={hostedLogo}
            alt={t("sidebar.customerLogo")}
            className="h-7 max-w-20 overflow-hidden object-contain text-[0px]"
          />
        ) : null}
        {chatURL ? (
          <a
            href={chatURL}
            target="_blank"
            rel="noreferrer"
            aria-label={t("sidebar.communityChat")}
            title={t("sidebar.communityChat")}
            className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-200/60 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
          >
            <MessagesSquare aria-hidden className="size-4.5" />
          </a>
        ) : null}
        {onCollapse ? (
          <IconButton aria-label={t("sidebar.collapse")} title={t("sidebar.collapse")} onClick={onCollapse}>
            <PanelLeftClose aria-hidden className="size-4.5 rtl:-scale-x-100" />
          </IconButton>
        ) : null}
        {closeButton}
      </div>

      <div className="px-3 pb-2">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-2.5 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm font-medium shadow-xs hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:bg-zinc-800"
        >
          <SquarePen aria-hidden className="size-4" />
          {t("sidebar.newPaper")}
        </Link>
      </div>

      <DocumentList onNavigate={onNavigate} />

      <div className="border-t border-zinc-200 px-3 py-2 dark:border-zinc-800">
        <a href="/blog/user-manual" target="_blank" rel="noreferrer" className={linkClass}>
          <BookOpen aria-hidden className="size-4" />
          {t("sidebar.userGuide")}
          <span className="sr-only">{t("common.opensInNewTab")}</span>
        </a>
        <NavLink to="/featured-papers" onClick={onNavigate} className={linkClass}>
          <Star aria-hidden className="size-4" />
          {t("sidebar.featured")}
        </NavLink>
      </div>
      <div className="border-t border-zinc-200 p-2 dark:border-zinc-800">
        <UserMenu
          fallbackName={sessionUser?.name}
          fallbackEmail={sessionUser?.email}
          onNavigate={onNavigate}
        />
      </div>
    </div>
  );
}
