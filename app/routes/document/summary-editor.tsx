import { Switch } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import type { Summary } from "../../../common/types";
import { isApiError } from "../../api/client";
import { useSaveSummary } from "../../api/document-actions";
import { usePaperLanguage } from "../../components/paper-language";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAutoGrow } from "../../hooks/use-auto-grow";
import { summaryErrorKey, summaryProblemKey } from "../../lib/document-view";
import { toast } from "../../lib/toast";
import { SummaryBody } from "./summary-panel";
import { UnsavedBadge } from "./unsaved-badge";

/**
 * Manual mode, step 2/3: the summary with editing on/off, an unsaved flag, and Save with the spec's
 * checks and toasts. Reports whether there are unsaved changes, so leaving can ask first.
 */
export function SummaryEditor({
  documentId,
  summary,
  onDirtyChange,
}: {
  documentId: string;
  summary: Summary;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
  const saved = summary.summary ?? "";
  const [draft, setDraft] = useState(saved);
  const [editing, setEditing] = useState(false);
  const save = useSaveSummary(documentId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const switchId = useId();
  const counterId = useId();
  const dirty = draft !== saved;

  useAutoGrow(textareaRef, editing ? draft : "", 8, 24);

  // A summary written again (Regenerate Summary) replaces a draft that has no changes.
  const previous = useRef(saved);
  useEffect(() => {
    if (previous.current === saved) return;
    setDraft((current) => (current === previous.current ? saved : current));
    previous.current = saved;
  }, [saved]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const onSave = () => {
    const problem = summaryProblemKey(draft);
    if (problem) {
      toast.error(t(`document.summaryEditor.${problem}`));
      return;
    }
    save.mutate(draft, {
      onSuccess: () => {
        toast.success(t("document.summaryEditor.saved"));
        setDraft(draft.trim());
        setEditing(false);
      },
      onError: (error) => {
        const key = isApiError(error, 400) ? summaryErrorKey(error.code) : null;
        toast.error(key ? t(`document.summaryEditor.${key}`) : t("document.summaryEditor.failed"));
      },
    });
  };

  const length = draft.trim().length;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="inline-flex items-center gap-2">
          <Switch.Root
            id={switchId}
            checked={editing}
            onCheckedChange={(on) => {
              setEditing(on);
              if (on) requestAnimationFrame(() => textareaRef.current?.focus());
            }}
            className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-zinc-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-zinc-700 dark:data-[state=checked]:bg-brand-500"
          >
            <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[18px]" />
          </Switch.Root>
          <label htmlFor={switchId} className="cursor-pointer text-sm font-medium select-none">
            {t("document.summaryEditor.edit")}
          </label>
        </div>
        {dirty ? (
          <UnsavedBadge testId="summary-unsaved">{t("document.summaryEditor.unsaved")}</UnsavedBadge>
        ) : null}
      </div>

      {editing ? (
        <div>
          <label htmlFor={`${switchId}-text`} className="sr-only">
            {t("document.summaryEditor.label")}
          </label>
          <textarea
            id={`${switchId}-text`}
            ref={textareaRef}
            {...paper}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby={counterId}
            className="block w-full resize-none rounded-lg border border-zinc-300 bg-white px-3 py-2.5 text-[0.95rem] leading-7 text-zinc-900 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
          />
          <p
            id={counterId}
            className={
              length < SUMMARY_MIN_LENGTH
                ? "mt-1.5 text-xs text-amber-700 dark:text-amber-300"
                : "mt-1.5 text-xs text-zinc-500 dark:text-zinc-400"
            }
          >
            {t("document.summaryEditor.length", { count: length, min: SUMMARY_MIN_LENGTH })}
          </p>
        </div>
      ) : draft.trim() ? (
        <SummaryBody text={draft} sources={summary.sources ?? []} />
      ) : (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t("document.summaryEditor.emptyPreview")}</p>
      )}

      {editing || dirty ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {dirty ? (
            <Button onClick={() => setDraft(saved)} disabled={save.isPending}>
              {t("document.summaryEditor.discard")}
            </Button>
          ) : null}
          <Button variant="primary" onClick={onSave} disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {t("document.summaryEditor.save")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
