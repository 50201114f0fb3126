import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  NUMBER_OF_SECTIONS_MAX,
  NUMBER_OF_SECTIONS_MIN,
} from "../../../common/constants";
import type { ModelOption } from "../../../common/types";
import { inputBorder, inputClass } from "../../components/ui/field";
import { CheckboxBox } from "../../components/ui/toggles";
import { type ComposerSearchType, isModelSelectable, toggleSearchType } from "../../lib/composer-rules";
import { formatNumber } from "../../lib/format";

const SECTION_COUNTS = Array.from(
  { length: NUMBER_OF_SECTIONS_MAX - NUMBER_OF_SECTIONS_MIN + 1 },
  (_, i) => NUMBER_OF_SECTIONS_MIN + i,
);

interface AdvancedOptionsProps {
  id: string;
  models: ModelOption[];
  model: string | undefined;
  onModelChange: (id: string) => void;
  locale: Locale;
  /** Languages shown '(Pro only)' and disabled (PRO_ONLY_LOCALES). */
  proOnlyLocales: readonly string[];
  onLocaleChange: (locale: Locale) => void;
  numberOfSections: number;
  onNumberOfSectionsChange: (n: number) => void;
  /** The search types offered, in order (Library only when one is configured). */
  offeredSearchTypes: ComposerSearchType[];
  searchTypes: ComposerSearchType[];
  onSearchTypesChange: (types: ComposerSearchType[]) => void;
  /** 'Custom' only opens the sales-contact dialog. */
  onCustomSearch: () => void;
}

const selectClass = `${inputClass} ${inputBorder(false)} h-10`;
const labelClass = "mb-1.5 block text-sm font-medium text-zinc-800 dark:text-zinc-200";

/** Model, Language, Number of Sections and Search Types. */
export function AdvancedOptions(props: AdvancedOptionsProps) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const modelLabel = (m: ModelOption) => {
    if (m.proOnly) return `${m.label} ${t("home.advanced.proOnly")}`;
    if (!m.enabled) return `${m.label} — ${m.reason ?? t("home.advanced.unavailable")}`;
    return m.label;
  };

  return (
    <div
      id={props.id}
      className="mt-3 grid gap-4 rounded-2xl border border-zinc-200 bg-zinc-50/70 p-4 sm:grid-cols-3 dark:border-zinc-800 dark:bg-zinc-900/50"
    >
      <div>
        <label htmlFor={`${uid}-model`} className={labelClass}>
          {t("home.advanced.model")}
        </label>
        <select
          id={`${uid}-model`}
          value={props.model ?? ""}
          onChange={(e) => props.onModelChange(e.target.value)}
          className={selectClass}
        >
          {props.models.map((m) => (
            <option key={m.id} value={m.id} disabled={!isModelSelectable(m)}>
              {modelLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-language`} className={labelClass}>
          {t("home.advanced.language")}
        </label>
        <select
          id={`${uid}-language`}
          value={props.locale}
          onChange={(e) => props.onLocaleChange(e.target.value as Locale)}
          className={selectClass}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l} disabled={props.proOnlyLocales.includes(l)}>
              {props.proOnlyLocales.includes(l)
                ? `${LOCALE_NAMES[l]} ${t("home.advanced.proOnly")}`
                : LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-sections`} className={labelClass}>
          {t("home.advanced.numberOfSections")}
        </label>
        <select
          id={`${uid}-sections`}
          value={props.numberOfSections}
          onChange={(e) => props.onNumberOfSectionsChange(Number(e.target.value))}
          className={selectClass}
        >
          {SECTION_COUNTS.map((n) => (
            <option key={n} value={n}>
              {formatNumber(n, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sm:col-span-3">
        <legend className={labelClass}>{t("home.advanced.searchTypes")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {props.offeredSearchTypes.map((type) => {
            const checked = props.searchTypes.includes(type);
            const locked = checked && props.searchTypes.length === 1;
            return (
              <SearchTypeBox
                key={type}
                id={`${uid}-${type}`}
                label={t(`home.advanced.searchType.${type}`)}
                checked={checked}
                title={locked ? t("home.advanced.lastSearchType") : undefined}
                onChange={() =>
                  props.onSearchTypesChange(
                    toggleSearchType(props.searchTypes, type, props.offeredSearchTypes),
                  )
                }
              />
            );
          })}
          <SearchTypeBox
            id={`${uid}-custom`}
            label={t("home.advanced.searchType.custom")}
            checked={false}
            onChange={props.onCustomSearch}
          />
        </div>
      </fieldset>
    </div>
  );
}

function SearchTypeBox({
  id,
  label,
  checked,
  title,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  title?: string;
  onChange: () => void;
}) {
  return (
    <div className="inline-flex items-center gap-2" title={title}>
      <CheckboxBox
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="appearance-none cursor-pointer block size-5 items-center justify-center rounded border border-zinc-400 bg-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 dark:border-zinc-600 dark:bg-zinc-950 dark:data-[state=checked]:border-brand-500 dark:data-[state=checked]:bg-brand-500"
        tick={<Check aria-hidden className="size-3.5 text-white" strokeWidth={3} />}
      />
      <label htmlFor={id} className="cursor-pointer text-sm select-none">
        {label}
      </label>
    </div>
  );
}
