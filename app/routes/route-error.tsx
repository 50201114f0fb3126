import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { LoadingBlock } from "../components/ui/spinner";
import { NotFoundPage } from "./not-found/not-found-page";

/** Shown when a route fails to render; a 404 from the router is the not-found page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">{t("errors.pageTitle")}</h1>
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{t("errors.pageText")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-10 items-center rounded-lg border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        {t("errors.reload")}
      </button>
    </div>
  );
}

/** While a page's code loads on the first visit. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex h-dvh">
      <LoadingBlock label={t("common.loading")} />
    </div>
  );
}
