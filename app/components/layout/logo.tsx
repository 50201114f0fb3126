import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfig } from "../../api/config";

/**
 * The product's mark and name, linking home: the white-label theme's logo and name when it has them
 * (WHITE_LABEL_THEME, APP_NAME), else the Treatise mark.
 */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const appName = config?.appName ?? t("app.name");
  const logoURL = config?.features.whiteLabel.logoURL ?? null;
  return (
    <Link
      to="/"
      aria-label={t("sidebar.home", { appName })}
      className={clsx(
        "inline-flex min-w-0 items-center gap-2 rounded-md font-serif text-lg font-semibold tracking-tight",
        className,
      )}
    >
      {logoURL ? (
        <img src={logoURL} alt="" className="size-7 shrink-0 rounded-md object-contain" />
      ) : (
        <svg aria-hidden viewBox="0 0 32 32" className="size-7 shrink-0">
          <rect width="32" height="32" rx="7" className="fill-brand-600 dark:fill-brand-500" />
          <path d="M9 9h14v3h-5.5v12h-3V12H9z" fill="#fff" />
        </svg>
      )}
      <span className="truncate">{appName}</span>
    </Link>
  );
}
