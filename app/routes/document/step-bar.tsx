import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The bottom bar guiding manual mode: 'Step 2/3' or 'Step 3/3', a hint, and the step's actions. While it
 * is shown, its height is published as --step-bar-height so toasts rise above it instead of covering it.
 */
export function StepBar({
  step,
  warning,
  children,
}: {
  step: 2 | 3;
  /** Shown instead of the step's hint (also on phones), e.g. why Write Paper is disabled. */
  warning?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el) return;
    const publish = () => root.style.setProperty("--step-bar-height", `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(el);
    root.dataset.stepBar = "";
    return () => {
      observer?.disconnect();
      delete root.dataset.stepBar;
      root.style.removeProperty("--step-bar-height");
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-label={t("document.steps.label")}
      className="sticky bottom-0 z-20 mt-auto border-t border-zinc-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-zinc-800 dark:bg-zinc-950/90"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-brand-500">
          {t(step === 2 ? "document.steps.step2" : "document.steps.step3")}
        </span>
        <p
          className={clsx(
            "min-w-0 text-sm",
            warning
              ? "order-last basis-full text-amber-700 sm:order-none sm:basis-0 sm:flex-1 dark:text-amber-300"
              : "hidden flex-1 text-zinc-600 sm:block dark:text-zinc-400",
          )}
        >
          {warning ?? t(step === 2 ? "document.steps.summaryHint" : "document.steps.outlineHint")}
        </p>
        <div className="ms-auto flex flex-wrap justify-end gap-2">{children}</div>
      </div>
    </section>
  );
}
