import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The bottom bar guiding manual mode: 'Step 2/3' or 'Step 3/3', a hint, and the step's actions. */
export function StepBar({ step, children }: { step: 2 | 3; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("document.steps.label")}
      className="sticky bottom-0 z-20 mt-auto border-t border-zinc-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-zinc-800 dark:bg-zinc-950/90"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-brand-500">
          {t(step === 2 ? "document.steps.step2" : "document.steps.step3")}
        </span>
        <p className="hidden min-w-0 flex-1 text-sm text-zinc-600 sm:block dark:text-zinc-400">
          {t(step === 2 ? "document.steps.summaryHint" : "document.steps.outlineHint")}
        </p>
        <div className="ms-auto flex flex-wrap justify-end gap-2">{children}</div>
      </div>
    </section>
  );
}
