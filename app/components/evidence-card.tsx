// The evidence one click away (issue 31): a citation of a finished paper opens a card with the passage
// that supports its sentence, highlighted in the text around it, the source's title, link and the date
// it was read. Opened by mouse, or by Enter on a focused citation (citations are links).
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EvidenceCitation, PaperEvidence, PresentedDocument } from "../../common/types";
import { usePaperEvidence } from "../api/evidence";
import { isOpenableUrl, referenceAnchor } from "../lib/citations";
import { formatShortDate } from "../lib/date-groups";
import { Button } from "./ui/button";
import { ModalDialog } from "./ui/modal-dialog";
import { LoadingBlock } from "./ui/spinner";

interface OpenCitation {
  n: number;
  /** The text of the paragraph the citation stands in, to find its sentence. */
  context: string;
}

const EvidenceContext = createContext<((citation: OpenCitation) => void) | null>(null);

/** Opens a citation's card, when the paper's citations have cards (null elsewhere). */
export function useOpenEvidence() {
  return useContext(EvidenceContext);
}

const plain = (s: string) =>
  s
    .replace(/\[\d+\]/gu, "")
    .replace(/[\s.!?。！？]+/gu, " ")
    .trim()
    .toLowerCase();

/** The evidence of citation n in the sentence it stands in (the first sentence citing n as a fallback). */
export function evidenceFor(
  evidence: PaperEvidence,
  open: OpenCitation,
): { sentence: PaperEvidence["sentences"][number]; citation: EvidenceCitation } | null {
  const context = plain(open.context);
  const citing = evidence.sentences.filter((s) => s.citations.some((c) => c.n === open.n));
  const sentence = citing.find((s) => context.includes(plain(s.sentence))) ?? citing[0];
  const citation = sentence?.citations.find((c) => c.n === open.n);
  return sentence && citation ? { sentence, citation } : null;
}

/** Gives the citations inside it their evidence cards (a paper with checked citations only). */
export function EvidenceProvider({
  document,
  shared,
  children,
}: {
  document: PresentedDocument;
  /** Read by its share link (the public evidence), rather than by its owner. */
  shared: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<OpenCitation | null>(null);
  const [asked, setAsked] = useState(false);
  const evidence = usePaperEvidence(document.id, { shared, enabled: asked });
  const show = useCallback((citation: OpenCitation) => {
    setAsked(true);
    setOpen(citation);
  }, []);
  const checked = document.status === "COMPLETE" && Boolean(document.content.citations);
  const value = useMemo(() => (checked ? show : null), [checked, show]);
  return (
    <EvidenceContext.Provider value={value}>
      {children}
      {open ? (
        <EvidenceCard
          citation={open}
          evidence={evidence.data}
          failed={evidence.isError}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </EvidenceContext.Provider>
  );
}

function EvidenceCard({
  citation,
  evidence,
  failed,
  onClose,
}: {
  citation: OpenCitation;
  evidence: PaperEvidence | undefined;
  failed: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const found = evidence ? evidenceFor(evidence, citation) : null;
  const goToReference = () => {
    onClose();
    // After the dialog has given focus back to the citation.
    setTimeout(() => {
      const target = window.document.getElementById(referenceAnchor(citation.n));
      target?.scrollIntoView({ block: "center", behavior: "smooth" });
      target?.focus({ preventScroll: true });
    }, 0);
  };
  const source = found?.citation;
  return (
    <ModalDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      size="md"
      title={t("evidence.title", { n: citation.n })}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={goToReference}>
            {t("evidence.goToReference")}
          </Button>
          <Button onClick={onClose}>{t("common.close")}</Button>
        </div>
      }
    >
      <div data-testid="evidence-card" className="space-y-4 text-sm">
        {!evidence && !failed ? <LoadingBlock label={t("evidence.loading")} /> : null}
        {failed ? <p role="alert">{t("evidence.failed")}</p> : null}
        {evidence && !found ? <p>{t("evidence.none")}</p> : null}
        {found && source ? (
          <>
            <div>
              {source.url && isOpenableUrl(source.url) ? (
                <a
                  data-testid="evidence-source-title"
                  dir="auto"
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] dark:text-brand-300"
                >
                  {source.title}
                </a>
              ) : (
                <span
                  data-testid="evidence-source-title"
                  dir="auto"
                  className="font-medium [overflow-wrap:anywhere]"
                >
                  {source.title}
                </span>
              )}
              {source.readAt ? (
                <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400" data-testid="evidence-read">
                  {t("evidence.read", { date: formatShortDate(source.readAt, i18n.language) })}
                </p>
              ) : null}
            </div>
            {source.passage ? (
              <blockquote
                dir="auto"
                className="rounded-lg border-s-4 border-brand-400 bg-zinc-50 px-4 py-3 font-serif leading-relaxed text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-200"
              >
                {source.before ? <span>{source.before} </span> : null}
                <mark
                  data-testid="evidence-passage"
                  className="rounded bg-amber-200 px-0.5 text-zinc-900 dark:bg-amber-300/80"
                >
                  {source.passage}
                </mark>
                {source.after ? <span> {source.after}</span> : null}
              </blockquote>
            ) : (
              <p>{t("evidence.none")}</p>
            )}
            {source.recheck?.state === "gone" ? (
              <p
                role="note"
                data-testid="evidence-gone"
                className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-100"
              >
                {t("evidence.gone", { date: formatShortDate(source.recheck.at, i18n.language) })}
              </p>
            ) : null}
            <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="evidence-verdict">
              {found.sentence.verdict === "supported" ? t("evidence.supported") : t("evidence.unchecked")}
            </p>
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}

/** "N of M citations checked against their sources", and for the owner what the check mended. */
export function CitationCheckLine({ document }: { document: PresentedDocument }) {
  const { t } = useTranslation();
  const citations = document.content.citations;
  if (!citations || citations.cited === 0) return null;
  const mended = (citations.recited ?? 0) + (citations.rewritten ?? 0) + (citations.removed ?? 0);
  return (
    <>
      <span aria-hidden>·</span>
      <span data-testid="citations-checked">
        {t("evidence.checked", { checked: citations.supported, total: citations.cited })}
      </span>
      {citations.recited !== undefined && mended > 0 ? (
        <span data-testid="citations-mended" className="basis-full text-xs">
          {t("evidence.mended", {
            recited: citations.recited,
            rewritten: citations.rewritten ?? 0,
            removed: citations.removed ?? 0,
          })}
        </span>
      ) : null}
    </>
  );
}
