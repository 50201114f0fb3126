import { ChevronDown, ChevronUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PublicConfig } from "../../../common/types";
import { useAppDialogs } from "../../dialogs/app-dialogs-context";
import { useStoredFlag } from "../../hooks/use-stored-flag";
import { offeredSearchTypes } from "../../lib/composer-rules";
import { STORAGE_KEYS } from "../../lib/storage";
import { AdvancedOptions } from "./advanced-options";
import type { ComposerSettings } from "./use-composer-settings";

/** 'Show advanced options' and, once opened (remembered in this browser), the options themselves. */
export function AdvancedSection({ config, settings }: { config: PublicConfig; settings: ComposerSettings }) {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  const [advancedOpen, setAdvancedOpen] = useStoredFlag(STORAGE_KEYS.advancedOptions, false);
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={advancedOpen}
        aria-controls="advanced-options"
        onClick={() => setAdvancedOpen(!advancedOpen)}
        className="inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
      >
        {advancedOpen ? (
          <ChevronUp aria-hidden className="size-4" />
        ) : (
          <ChevronDown aria-hidden className="size-4" />
        )}
        {advancedOpen ? t("home.hideAdvanced") : t("home.showAdvanced")}
      </button>
      {advancedOpen ? (
        <AdvancedOptions
          id="advanced-options"
          models={config.models}
          model={settings.model}
          onModelChange={settings.setModel}
          locale={settings.locale}
          proOnlyLocales={settings.proOnlyLocales}
          onLocaleChange={settings.setLocale}
          numberOfSections={settings.numberOfSections}
          onNumberOfSectionsChange={settings.setNumberOfSections}
          offeredSearchTypes={offeredSearchTypes(settings.library)}
          searchTypes={settings.searchTypes}
          onSearchTypesChange={settings.setSearchTypes}
          onCustomSearch={dialogs.openSalesContact}
        />
      ) : null}
    </div>
  );
}
