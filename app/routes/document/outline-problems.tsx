import { AlertTriangle } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { ProblemLine } from "../../lib/outline-draft";

/** Why the outline cannot be saved: the problems found here (spec §5 texts), or the server's own. */
export function OutlineProblems({
  problems,
  serverProblem,
  alertRef,
}: {
  problems: ProblemLine[] | null;
  serverProblem: string | null;
  alertRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  if (!problems && !serverProblem) return null;
  return (
    <div
      ref={alertRef}
      role="alert"
      tabIndex={-1}
      data-testid="outline-problems"
      className="mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-0.5">
        {problems
          ? problems.map((line) => <p key={JSON.stringify(line)}>{problemText(t, line)}</p>)
          : serverProblem?.split("\n").map((line) => <p key={line}>{line}</p>)}
      </div>
    </div>
  );
}

function problemText(t: ReturnType<typeof useTranslation>["t"], line: ProblemLine): string {
  switch (line.key) {
    case "noSection":
      return t("document.outline.problems.noSection");
    case "tooFewQuestions":
      return t("document.outline.problems.tooFewQuestions", { sections: line.sections });
    case "emptyTitles":
      return t("document.outline.problems.emptyTitles", { sections: line.sections });
    case "invalidQuestions":
      return t("document.outline.problems.invalidQuestions");
    case "invalidQuestionsOf":
      return t("document.outline.problems.invalidQuestionsOf", {
        section: line.section,
        questions: line.questions,
      });
  }
}
