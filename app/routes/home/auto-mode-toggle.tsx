import { Info } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SwitchButton } from "../../components/ui/toggles";
import { Tooltip } from "../../components/ui/tooltip";

/** Auto Mode (default on): write the whole paper without pausing for the summary and outline. */
export function AutoModeToggle({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tipId = useId();
  return (
    <div className="inline-flex items-center gap-2 rounded-md px-2 py-1">
      <SwitchButton
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={tipId}
        className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-zinc-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-zinc-700 dark:data-[state=checked]:bg-brand-500"
      >
        <span
          data-state={checked ? "checked" : "unchecked"}
          className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[18px]"
        />
      </SwitchButton>
      <label
        htmlFor={id}
        className="cursor-pointer text-sm font-medium text-zinc-700 select-none dark:text-zinc-300"
      >
        {t("home.autoMode")}
      </label>
      <span id={tipId} className="sr-only">
        {t("home.autoModeTooltip")}
      </span>
      <Tooltip content={t("home.autoModeTooltip")}>
        <button
          type="button"
          aria-label={t("home.autoModeAbout")}
          className="inline-flex size-6 items-center justify-center rounded-full text-zinc-400 hover:text-zinc-700 dark:hover:text-zinc-200"
        >
          <Info aria-hidden className="size-4" />
        </button>
      </Tooltip>
    </div>
  );
}
