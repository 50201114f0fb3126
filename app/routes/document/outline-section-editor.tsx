import { clsx } from "clsx";
import { Plus, Sparkles, Trash2, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isPlaceholderQuestion } from "../../../common/outline-rules";
import { usePaperLanguage } from "../../components/paper-language";
import { Button, IconButton } from "../../components/ui/button";
import { inputBorder, inputClass } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { type DraftSection, shownQuestion, typedQuestion } from "../../lib/outline-draft";

/** One section of the outline being edited: its title and questions, with add / generate / remove. */
export function OutlineSectionEditor({
  section,
  number,
  change,
  showProblems,
  generating,
  disabled,
  full,
  onChange,
  onRemove,
  onAddQuestion,
  onGenerateQuestion,
}: {
  section: DraftSection;
  number: number;
  change: "new" | "edited" | null;
  /** After a refused save: mark the questions and titles that are not valid. */
  showProblems: boolean;
  generating: boolean;
  disabled: boolean;
  /** The section holds as many questions as a plan may (OUTLINE_QUESTIONS_MAX): none can be added. */
  full: boolean;
  onChange: (section: DraftSection) => void;
  onRemove: () => void;
  onAddQuestion: () => void;
  onGenerateQuestion: () => void;
}) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
  const titleId = `${section.key}-title`;
  const tooFew = showProblems && section.subSections.length < 2;
  const placeholder = t("document.outline.newQuestion");
  return (
    <li
      aria-labelledby={`${section.key}-heading`}
      className={clsx(
        "rounded-xl border bg-white p-3 shadow-xs sm:p-4 dark:bg-zinc-900",
        change === "new"
          ? "border-emerald-300 dark:border-emerald-800"
          : change === "edited"
            ? "border-amber-300 dark:border-amber-800"
            : "border-zinc-200 dark:border-zinc-800",
        tooFew && "ring-2 ring-red-400",
      )}
    >
      <div className="mb-3 flex items-center gap-2">
        <h3 id={`${section.key}-heading`} className="text-sm font-semibold text-zinc-600 dark:text-zinc-300">
          {t("document.outline.section", { n: number })}
        </h3>
        {change ? (
          <span
            className={clsx(
              "rounded-full px-2 py-0.5 text-xs font-medium",
              change === "new"
                ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200"
                : "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
            )}
          >
            {t(`document.outline.${change}`)}
          </span>
        ) : null}
        <IconButton
          className="ms-auto"
          aria-label={t("document.outline.removeSection", { n: number })}
          title={t("document.outline.removeSection", { n: number })}
          onClick={onRemove}
          disabled={disabled}
        >
          <Trash2 aria-hidden className="size-4" />
        </IconButton>
      </div>

      <label htmlFor={titleId} className="sr-only">
        {t("document.outline.sectionTitle", { n: number })}
      </label>
      <input
        id={titleId}
        {...paper}
        value={section.title}
        onChange={(e) => onChange({ ...section, title: e.target.value })}
        aria-invalid={showProblems && section.title.trim() === "" ? true : undefined}
        disabled={disabled}
        className={clsx(
          inputClass,
          inputBorder(showProblems && section.title.trim() === ""),
          "text-base font-semibold",
        )}
      />
      {section.description ? (
        <p {...paper} className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          {section.description}
        </p>
      ) : null}

      <ol className="mt-3 space-y-2">
        {section.subSections.map((question, qi) => {
          const id = `${question.key}-input`;
          const invalid = showProblems && isPlaceholderQuestion(question.question);
          return (
            <li key={question.key} className="flex items-start gap-1.5 sm:gap-2">
              <span aria-hidden className="w-5 shrink-0 pt-2 text-end text-sm text-zinc-400 tabular-nums">
                {qi + 1}.
              </span>
              <label htmlFor={id} className="sr-only">
                {t("document.outline.question", { q: qi + 1, n: number })}
              </label>
              {/* A question may be long: the box grows with it (one line of text, Enter adds none). */}
              <textarea
                id={id}
                {...paper}
                rows={1}
                value={shownQuestion(question.question, placeholder)}
                onChange={(e) =>
                  onChange({
                    ...section,
                    subSections: section.subSections.map((q) =>
                      q.key === question.key
                        ? {
                            ...q,
                            question: typedQuestion(e.target.value.replace(/\s*\n\s*/g, " "), placeholder),
                            searchQuery: undefined,
                          }
                        : q,
                    ),
                  })
                }
                onKeyDown={(e) => {
                  if (e.key === "Enter") e.preventDefault();
                }}
                onFocus={(e) => {
                  if (isPlaceholderQuestion(question.question)) e.currentTarget.select();
                }}
                aria-invalid={invalid ? true : undefined}
                disabled={disabled}
                className={clsx(
                  inputClass,
                  inputBorder(invalid),
                  "resize-none [field-sizing:content]",
                  isPlaceholderQuestion(question.question) && !invalid && "text-zinc-500 italic",
                )}
              />
              <IconButton
                aria-label={t("document.outline.removeQuestion", { q: qi + 1, n: number })}
                title={t("document.outline.removeQuestion", { q: qi + 1, n: number })}
                onClick={() =>
                  onChange({
                    ...section,
                    subSections: section.subSections.filter((q) => q.key !== question.key),
                  })
                }
                disabled={disabled}
              >
                <X aria-hidden className="size-4" />
              </IconButton>
            </li>
          );
        })}
      </ol>

      <div className="mt-3 flex flex-wrap gap-2 ps-6 sm:ps-7">
        <Button size="sm" onClick={onAddQuestion} disabled={disabled || full}>
          <Plus aria-hidden className="size-4" />
          {t("document.outline.addQuestion")}
          <span className="sr-only"> {t("document.outline.toSection", { n: number })}</span>
        </Button>
        <Button size="sm" onClick={onGenerateQuestion} disabled={disabled || full || generating}>
          {generating ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
          {t("document.outline.generateQuestion")}
          <span className="sr-only"> {t("document.outline.toSection", { n: number })}</span>
        </Button>
      </div>
    </li>
  );
}
