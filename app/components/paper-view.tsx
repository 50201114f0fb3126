import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../common/types";
import { formatShortDate } from "../lib/date-groups";
import { Markdown } from "./markdown";

/** The cover, title and date line of a paper. */
export function PaperHeader({
  document,
  children,
}: {
  document: PresentedDocument;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const cover = document.content.coverImage?.imageURL;
  return (
    <header className="mb-8">
      {cover ? (
        <img
          src={cover}
          alt={document.content.coverImage?.prompt ?? ""}
          className="mx-auto mb-8 block max-h-[22rem] w-auto max-w-full rounded-xl shadow-md sm:max-h-[28rem]"
        />
      ) : null}
      <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
        {document.title ||
          document.content.title ||
          document.content.summary?.userQuery ||
          t("common.untitled")}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-zinc-500 dark:text-zinc-400">
        <span>{formatShortDate(document.createdAt, i18n.language)}</span>
        <span aria-hidden>·</span>
        <span>{t("document.views", { count: document.viewsCount })}</span>
        {children}
      </div>
    </header>
  );
}

/** The written sections and the references list of a paper. */
export function PaperBody({ document }: { document: PresentedDocument }) {
  const { t } = useTranslation();
  const sections = document.content.plan?.sections ?? [];
  const written = sections.filter((s) => s.content.trim() !== "");
  const references = document.content.referencesList?.trim();
  if (written.length === 0 && !references) return null;
  return (
    <div className="space-y-10">
      {written.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="mb-3 font-serif text-2xl font-semibold">
            {section.title}
          </h2>
          <Markdown className="font-serif text-[1.05rem]">{section.content}</Markdown>
        </section>
      ))}
      {references ? (
        <section
          aria-labelledby="references-title"
          className="border-t border-zinc-200 pt-6 dark:border-zinc-800"
        >
          <h2 id="references-title" className="mb-3 text-lg font-semibold">
            {t("document.references")}
          </h2>
          <Markdown className="text-sm">{references}</Markdown>
        </section>
      ) : null}
    </div>
  );
}
