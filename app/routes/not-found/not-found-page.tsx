import { FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The not-found page: unknown routes and missing (or someone else's) documents. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <FileQuestion aria-hidden className="size-12 text-zinc-400" />
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{t("notFound.text")}</p>
      <Link
        to="/"
        className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
      >
        {t("notFound.home")}
      </Link>
    </div>
  );
}
