import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../common/types";
import { linkToAnchors, referenceAnchor } from "../lib/citations";
import { formatShortDate } from "../lib/date-groups";
import { Markdown } from "./markdown";
import { SourcesList } from "./references-list";

/** The title a document shows: its generated title, else the question asked. */
export function documentTitle(document: PresentedDocument, untitled: string): string {
  return document.title || document.content.title || document.content.summary?.userQuery || untitled;
}

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
        // A fixed box, so the page does not move when the picture arrives (covers are portrait or landscape).
        <div className="mb-8 flex h-80 items-center justify-center sm:h-[28rem]">
          <img
            src={cover}
            alt={t("document.cover")}
            className="max-h-full w-auto max-w-full rounded-xl object-contain shadow-md"
          />
        </div>
      ) : null}
      <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
        {documentTitle(document, t("common.untitled"))}
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

/** The references list of a paper: numbered, each the target of its citations. */
export function PaperReferences({ document }: { document: PresentedDocument }) {
  const { t } = useTranslation();
  const references = document.content.references ?? [];
  const markdown = document.content.referencesList?.trim();
  if (references.length === 0 && !markdown) return null;
  return (
    <section
      aria-labelledby="references-title"
      className="border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <h2 id="references-title" className="mb-3 text-lg font-semibold">
        {t("document.references")}
      </h2>
      {references.length > 0 ? (
        <SourcesList sources={references} anchor={referenceAnchor} />
      ) : (
        <Markdown className="text-sm">{markdown ?? ""}</Markdown>
      )}
    </section>
  );
}

/** The written sections and the references list of a paper. */
export function PaperBody({ document }: { document: PresentedDocument }) {
  const sections = document.content.plan?.sections ?? [];
  const written = sections.filter((s) => s.content.trim() !== "");
  const cited = (document.content.references ?? []).map((r) => r.n);
  if (written.length === 0 && !document.content.referencesList?.trim()) return null;
  return (
    <div className="space-y-10">
      {written.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="mb-3 font-serif text-2xl font-semibold">
            {section.title}
          </h2>
          <Markdown className="font-serif text-[1.05rem]">
            {linkToAnchors(section.content, cited, referenceAnchor)}
          </Markdown>
        </section>
      ))}
      <PaperReferences document={document} />
    </div>
  );
}
