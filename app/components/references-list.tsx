import { useTranslation } from "react-i18next";
import type { CitedSource } from "../../common/types";
import { isOpenableUrl } from "../lib/citations";
import { languageName } from "./paper-language";
import { displayedUrl, SourceLink } from "./source-link";

/**
 * A numbered list of sources, each with the anchor its citations link to: the paper's references, or the
 * sources under the summary. Web pages open in a new tab; library files and uploads are named.
 */
export function SourcesList({
  sources,
  anchor,
  className,
  lang,
  dir,
  paperLanguage,
}: {
  sources: readonly (CitedSource & { language?: string })[];
  anchor: (n: number) => string;
  className?: string;
  /** The paper's language and direction, when the list belongs to a paper. */
  lang?: string;
  dir?: "ltr" | "rtl";
  /** The paper's language code: a source in another language is marked with its language. */
  paperLanguage?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol lang={lang} dir={dir} className={className ?? "space-y-1.5 text-sm"}>
      {sources.map((source) => {
        const title = source.title.trim() || displayedUrl(source.url);
        return (
          <li
            key={source.n}
            id={anchor(source.n)}
            tabIndex={-1}
            className="source-target -mx-1.5 flex gap-2 px-1.5 py-0.5 leading-relaxed"
          >
            <span className="w-7 shrink-0 text-end font-medium text-zinc-500 tabular-nums dark:text-zinc-400">
              [{source.n}]
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {isOpenableUrl(source.url) ? (
                // A title keeps its own direction inside a list of the other direction.
                <a
                  dir="auto"
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
                >
                  {title}
                  <span className="sr-only"> {t("common.opensInNewTab")}</span>
                </a>
              ) : (
                <span dir="auto">{title}</span>
              )}
              {paperLanguage && source.language && source.language !== paperLanguage ? (
                <span
                  lang={i18n.language}
                  dir="auto"
                  className="ms-1.5 rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300"
                >
                  {languageName(source.language, i18n.language)}
                </span>
              ) : null}
              {isOpenableUrl(source.url) ? (
                <span className="block text-xs text-zinc-500 sm:ms-1.5 sm:inline-block dark:text-zinc-400">
                  <SourceLink url={source.url} />
                </span>
              ) : (
                <span
                  dir="ltr"
                  className="block text-xs text-zinc-500 sm:ms-1.5 sm:inline dark:text-zinc-400"
                >
                  {source.url}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
