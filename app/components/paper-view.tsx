import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../common/types";
import { linkToAnchors, referenceAnchor } from "../lib/citations";
import { formatShortDate } from "../lib/date-groups";
import { CitationCheckLine } from "./evidence-card";
import { Markdown } from "./markdown";
import { languageName, localeLanguage, usePaperLanguage, useTextLanguage } from "./paper-language";
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
  const title = documentTitle(document, t("common.untitled"));
  const paper = useTextLanguage(title);
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
      <h1
        {...paper}
        className="font-serif text-3xl leading-tight font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-4xl"
      >
        {title}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-zinc-500 dark:text-zinc-400">
        <span>{formatShortDate(document.createdAt, i18n.language)}</span>
        <span aria-hidden>·</span>
        <span>{t("document.views", { count: document.viewsCount })}</span>
        <CitationCheckLine document={document} />
        {children}
      </div>
    </header>
  );
}

/** The references list of a paper: numbered, each the target of its citations. */
export function PaperReferences({ document }: { document: PresentedDocument }) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
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
        <SourcesList
          sources={references}
          anchor={referenceAnchor}
          paperLanguage={localeLanguage(document.content.settings?.locale)}
          {...paper}
        />
      ) : (
        <div {...paper}>
          <Markdown className="text-sm">{markdown ?? ""}</Markdown>
        </div>
      )}
    </section>
  );
}

/** One written section: its title and text each in the direction of the language it is in. */
function WrittenSection({
  id,
  title,
  content,
  cited,
}: {
  id: number;
  title: string;
  content: string;
  cited: number[];
}) {
  const heading = useTextLanguage(title);
  const text = useTextLanguage(content);
  return (
    <section aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`} {...heading} className="mb-3 font-serif text-2xl font-semibold">
        {title}
      </h2>
      <div {...text}>
        <Markdown className="font-serif text-[1.05rem]">
          {linkToAnchors(content, cited, referenceAnchor)}
        </Markdown>
      </div>
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
        <WrittenSection
          key={section.id}
          id={section.id}
          title={section.title}
          content={section.content}
          cited={cited}
        />
      ))}
      <PaperReferences document={document} />
    </div>
  );
}

/**
 * Says when the paper cites sources in another language than its own, and — for the offline engine,
 * which quotes its sources word for word — that those sentences are in that language.
 */
export function SourceLanguageNote({ document }: { document: PresentedDocument }) {
  const { t, i18n } = useTranslation();
  const references = document.content.references ?? [];
  const paper = localeLanguage(document.content.settings?.locale);
  const other = references.filter((r) => r.language && r.language !== paper);
  if (other.length === 0) return null;
  const codes = [...new Set(other.map((r) => r.language as string))];
  const languages = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    codes.map((code) => languageName(code, i18n.language)),
  );
  return (
    <p
      role="note"
      data-testid="source-languages"
      className="mb-8 flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {t("document.sourceLanguages.count", { n: other.length, total: references.length, languages })}
        {document.content.engine === "offline"
          ? ` ${t("document.sourceLanguages.offline", { language: languageName(paper, i18n.language) })}`
          : null}
      </span>
    </p>
  );
}
