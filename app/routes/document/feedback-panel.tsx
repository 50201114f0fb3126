// Feedback under a finished paper (spec §4): rate the summary and the analysis once each, then a
// comment box with suggestion chips, then a thank-you.
import { clsx } from "clsx";
import { Check, ThumbsDown, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FEEDBACK_TARGETS, type FeedbackTarget } from "../../../common/constants";
import type { DocumentFeedback } from "../../../common/types";
import { apiErrorKey } from "../../api/errors";
import { useCommentOnDocument, useRateDocument } from "../../api/feedback";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";

/** Suggestion chips, by what the ratings said; the ids are sent, the labels are translated. */
const SUGGESTIONS = {
  positive: ["accurate", "well_written", "good_sources", "saved_time"],
  negative: ["inaccurate", "too_short", "missing_sources", "off_topic"],
} as const;

export function FeedbackPanel({ documentId, feedback }: { documentId: string; feedback: DocumentFeedback }) {
  const { t } = useTranslation();
  const rated = FEEDBACK_TARGETS.some((target) => feedback[target]);
  return (
    <section
      aria-label={t("document.feedback.label")}
      className="mt-8 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8">
        {FEEDBACK_TARGETS.map((target) => (
          <RatingRow key={target} documentId={documentId} target={target} given={feedback[target]} />
        ))}
      </div>
      {feedback.comment ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400"
        >
          <Check aria-hidden className="size-4" />
          {t("document.feedback.thanks")}
        </p>
      ) : rated ? (
        <CommentBox
          documentId={documentId}
          tone={
            FEEDBACK_TARGETS.some((target) => feedback[target]?.isPositive === false)
              ? "negative"
              : "positive"
          }
        />
      ) : null}
    </section>
  );
}

function RatingRow(props: {
  documentId: string;
  target: FeedbackTarget;
  given: { isPositive: boolean } | undefined;
}) {
  const { t } = useTranslation();
  const rate = useRateDocument(props.documentId);
  const chosen = props.given?.isPositive;
  const button = (isPositive: boolean) => {
    const Icon = isPositive ? ThumbsUp : ThumbsDown;
    const selected = chosen === isPositive;
    return (
      <button
        type="button"
        aria-label={t(isPositive ? "document.feedback.helpful" : "document.feedback.notHelpful")}
        aria-pressed={selected}
        disabled={props.given !== undefined || rate.isPending}
        onClick={() =>
          rate.mutate(
            { target: props.target, isPositive },
            { onError: (error) => toast.error(t(apiErrorKey(error))) },
          )
        }
        className={clsx(
          "inline-flex size-8 items-center justify-center rounded-md border transition-colors disabled:cursor-default",
          selected
            ? "border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-300"
            : "border-zinc-200 text-zinc-600 enabled:hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:text-zinc-300 dark:enabled:hover:bg-zinc-800",
        )}
      >
        <Icon aria-hidden className="size-4" />
      </button>
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons, not a form fieldset
    <div
      role="group"
      aria-label={t(`document.feedback.question.${props.target}`)}
      className="flex items-center gap-2"
    >
      <span className="text-sm text-zinc-700 dark:text-zinc-300">
        {t(`document.feedback.question.${props.target}`)}
      </span>
      {button(true)}
      {button(false)}
      {rate.isPending ? <Spinner /> : null}
    </div>
  );
}

function CommentBox({ documentId, tone }: { documentId: string; tone: "positive" | "negative" }) {
  const { t } = useTranslation();
  const send = useCommentOnDocument(documentId);
  const [comment, setComment] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const submit = (from: Element | null) => {
    if (!comment.trim() && chosen.length === 0) {
      toast.error(t("document.feedback.empty"), { from });
      return;
    }
    send.mutate(
      { comment: comment.trim(), suggestions: chosen },
      { onError: (error) => toast.error(t(apiErrorKey(error))) },
    );
  };
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit((event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget);
      }}
    >
      <p className="text-sm font-medium">{t("document.feedback.tellMore")}</p>
      <div className="flex flex-wrap gap-2">
        {SUGGESTIONS[tone].map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={chosen.includes(id)}
            onClick={() => toggle(id)}
            className={clsx(
              "rounded-full border px-3 py-1 text-sm transition-colors",
              chosen.includes(id)
                ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500"
                : "border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800",
            )}
          >
            {t(`document.feedback.suggestions.${id}`)}
          </button>
        ))}
      </div>
      <textarea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-label={t("document.feedback.commentLabel")}
        placeholder={t("document.feedback.commentPlaceholder")}
        maxLength={5000}
        rows={3}
        dir="auto"
        className="w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 dark:border-zinc-700 dark:bg-zinc-900"
      />
      <Button type="submit" variant="primary" size="sm" disabled={send.isPending}>
        {send.isPending ? <Spinner /> : null}
        {t("document.feedback.send")}
      </Button>
    </form>
  );
}
