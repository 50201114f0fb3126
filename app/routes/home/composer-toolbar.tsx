import { ArrowUp, LayoutTemplate, Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { formatNumber } from "../../lib/format";
import { AutoModeToggle } from "./auto-mode-toggle";

/** The row under the query: Templates, Custom sources (with their number), automatic mode, Submit. */
export function ComposerToolbar({
  onTemplates,
  onSources,
  sourceCount,
  automaticMode,
  onAutomaticModeChange,
  canSubmit,
  pending,
}: {
  onTemplates: () => void;
  onSources: () => void;
  sourceCount: number;
  automaticMode: boolean;
  onAutomaticModeChange: (on: boolean) => void;
  canSubmit: boolean;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1.5 px-2.5 pt-1 pb-2.5">
      <Button size="sm" variant="ghost" onClick={onTemplates} aria-label={t("home.templates")}>
        <LayoutTemplate aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t("home.templates")}</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={onSources}
        aria-label={t("home.customSourcesLabel", { n: sourceCount })}
      >
        <Paperclip aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t("home.customSources")}</span>
        {sourceCount > 0 ? (
          <span
            aria-hidden
            data-testid="custom-sources-badge"
            className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white dark:bg-brand-500"
          >
            {formatNumber(sourceCount, i18n.language)}
          </span>
        ) : null}
      </Button>
      <AutoModeToggle checked={automaticMode} onCheckedChange={onAutomaticModeChange} />
      <Button
        type="submit"
        variant="primary"
        size="sm"
        className="ms-auto"
        disabled={!canSubmit}
        aria-label={t("home.submit")}
      >
        {pending ? <Spinner /> : <ArrowUp aria-hidden className="size-4" />}
        <span className="hidden sm:inline">{t("home.submit")}</span>
      </Button>
    </div>
  );
}
