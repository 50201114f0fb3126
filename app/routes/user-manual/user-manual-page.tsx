import { clsx } from "clsx";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isRtl } from "../../../common/constants";
import { useConfig } from "../../api/config";
import { PublicLayout } from "../../components/layout/public-layout";
import { Markdown } from "../../components/markdown";
import { NotFoundPage } from "../not-found/not-found-page";
import { MANUAL_SLUGS, manualImage, manualLink, manualPages } from "./manual-pages";

/** /blog/user-manual and /blog/user-manual/{page}: the User Guide, in the interface language where translated. */
export function UserManualPage() {
  const { t, i18n } = useTranslation();
  const { page: slug = MANUAL_SLUGS[0] } = useParams();
  const appName = useConfig().data?.appName;
  const pages = manualPages(i18n.language);
  const index = pages.findIndex((p) => p.slug === slug);
  const page = pages[index];

  useEffect(() => {
    if (page) document.title = appName ? `${page.title} · ${appName}` : page.title;
    window.scrollTo(0, 0);
  }, [page, appName]);

  if (!page) return <NotFoundPage />;
  const previous = pages[index - 1];
  const next = pages[index + 1];
  const inEnglish = page.locale === "en" && !i18n.language.startsWith("en");

  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 md:flex-row md:py-12">
        <nav aria-label={t("manual.pages")} className="shrink-0 md:w-56">
          <p className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
            {t("manual.title")}
          </p>
          <ol className="space-y-0.5 text-sm">
            {pages.map((p, i) => (
              <li key={p.slug}>
                <Link
                  to={p.path}
                  aria-current={p.slug === page.slug ? "page" : undefined}
                  lang={p.locale}
                  dir="auto"
                  className={clsx(
                    "block rounded-md px-2 py-1.5",
                    p.slug === page.slug
                      ? "bg-brand-50 font-medium text-brand-700 dark:bg-brand-900/40 dark:text-brand-200"
                      : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
                  )}
                >
                  <span className="me-1.5 text-zinc-400 tabular-nums">{i + 1}.</span>
                  {p.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article lang={page.locale} dir={isRtl(page.locale) ? "rtl" : "ltr"} className="min-w-0 flex-1">
          {inEnglish ? (
            <p
              lang={i18n.language}
              dir={isRtl(i18n.language) ? "rtl" : "ltr"}
              className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
            >
              {t("manual.inEnglish")}
            </p>
          ) : null}
          <Markdown resolveImage={manualImage} internalLink={manualLink} className="manual">
            {page.markdown}
          </Markdown>
          <nav
            aria-label={t("manual.nextPrevious")}
            className="mt-12 flex justify-between gap-4 border-t border-zinc-200 pt-6 text-sm dark:border-zinc-800"
          >
            {previous ? (
              <Link to={previous.path} className="inline-flex items-center gap-1.5 hover:underline">
                <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
                <span>
                  {t("manual.previous")}: <span lang={previous.locale}>{previous.title}</span>
                </span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={next.path} className="inline-flex items-center gap-1.5 text-end hover:underline">
                <span>
                  {t("manual.next")}: <span lang={next.locale}>{next.title}</span>
                </span>
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            ) : null}
          </nav>
        </article>
      </div>
    </PublicLayout>
  );
}
