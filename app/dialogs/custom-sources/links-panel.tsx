import { clsx } from "clsx";
import { Plus, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/ui/button";
import { inputBorder, inputClass } from "../../components/ui/field";
import { canAddLinkRow, linkRowStates } from "../../lib/custom-source-rules";

export interface LinkRow {
  key: number;
  value: string;
  /** Set on blur: only then does an invalid or duplicate row turn red. */
  touched: boolean;
}

let nextKey = 1;
export function newLinkRow(): LinkRow {
  nextKey += 1;
  return { key: nextKey, value: "", touched: false };
}

/** One link per row; invalid or duplicate rows turn red on blur; empty rows are ignored. */
export function LinksPanel({
  rows,
  onRowsChange,
  existingUrls,
  sourceCount,
}: {
  rows: LinkRow[];
  onRowsChange: (rows: LinkRow[]) => void;
  existingUrls: string[];
  sourceCount: number;
}) {
  const { t } = useTranslation();
  const states = linkRowStates(
    rows.map((r) => r.value),
    existingUrls,
  );
  const update = (key: number, change: Partial<LinkRow>) =>
    onRowsChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("customSources.links.help")}</p>
      <ul className="space-y-2">
        {rows.map((row, i) => {
          const state = states[i];
          const bad = row.touched && (state === "invalid" || state === "duplicate");
          const inputId = `link-row-${row.key}`;
          return (
            <li key={row.key}>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {t("customSources.links.rowLabel", { n: i + 1 })}
                </label>
                <input
                  id={inputId}
                  type="url"
                  inputMode="url"
                  value={row.value}
                  placeholder={t("customSources.links.placeholder")}
                  onChange={(e) => update(row.key, { value: e.target.value, touched: false })}
                  onBlur={() => update(row.key, { touched: true })}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? `${inputId}-error` : undefined}
                  className={clsx(inputClass, inputBorder(bad), bad && "bg-red-50 dark:bg-red-950/30")}
                />
                {rows.length > 1 ? (
                  <IconButton
                    aria-label={t("customSources.links.remove", { n: i + 1 })}
                    onClick={() => onRowsChange(rows.filter((r) => r.key !== row.key))}
                  >
                    <X aria-hidden className="size-4" />
                  </IconButton>
                ) : null}
              </div>
              {bad ? (
                <p id={`${inputId}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
                  {state === "duplicate"
                    ? t("customSources.links.duplicate")
                    : t("customSources.links.invalid")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onRowsChange([...rows, newLinkRow()])}
        disabled={!canAddLinkRow(sourceCount, rows.length)}
        className="mt-3 inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-zinc-400 disabled:no-underline dark:text-brand-300 dark:disabled:text-zinc-600"
      >
        <Plus aria-hidden className="size-4" />
        {t("customSources.links.addAnother")}
      </button>
    </div>
  );
}
