import { Check, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** One pickable source: its title, a line below, and Add / Added (click again to remove). */
export function SourcePickRow({
  title,
  detail,
  added,
  disabled,
  onToggle,
}: {
  title: string;
  detail?: ReactNode;
  added: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p dir="auto" className="truncate text-sm font-medium">
          {title}
        </p>
        {detail ? (
          <div className="flex truncate text-xs text-zinc-500 dark:text-zinc-400">{detail}</div>
        ) : null}
      </div>
      <Button
        size="sm"
        variant={added ? "secondary" : "ghost"}
        aria-pressed={added}
        aria-label={
          added ? t("customSources.removeNamed", { title }) : t("customSources.addNamed", { title })
        }
        disabled={!added && disabled}
        onClick={onToggle}
      >
        {added ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
        {added ? t("customSources.added") : t("customSources.add")}
      </Button>
    </li>
  );
}
