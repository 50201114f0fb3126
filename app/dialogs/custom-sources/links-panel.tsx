import { clsx } from "clsx";
import { CircleAlert, Plus, X } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
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
  onRowsChange: Dispatch<SetStateAction<LinkRow[]>>;
  existingUrls: string[];
  sourceCount: number;
}) {
  const { t } = useTranslation();
  const states = linkRowStates(
    rows.map((r) => r.value),
    existingUrls,
  );
  const update = (key: number, change: Partial<LinkRow>) =>
    onRowsChange((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const firstBad = rows.findIndex(
    (row, i) => row.touched && (states[i] === "invalid" || states[i] === "duplicate"),
  );

  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("customSources.links.help")}</p>
      <ul className="space-y-2">
        {rows.map((row, i) => {
          const state = states[i];
          const bad = row.touched && (state === "invalid" || state === "duplicate");
          const inputId = `link-row-${row.key}`;
          const message =
            state === "duplicate" ? t("customSources.links.duplicate") : t("customSources.links.invalid");
          return (
            <li key={row.key}>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {t("customSources.links.rowLabel", { n: i + 1 })}
                </label>
                <div className="relative min-w-0 flex-1">
                  <input
                    id={inputId}
                    type="url"
                    inputMode="url"
                    dir="ltr"
                    value={row.value}
                    placeholder={t("customSources.links.placeholder")}
                    onChange={(e) => update(row.key, { value: e.target.value, touched: false })}
                    onBlur={() => update(row.key, { touched: true })}
                    aria-invalid={bad || undefined}
                    aria-describedby={bad ? `${inputId}-error` : undefined}
                    className={clsx(inputClass, inputBorder(bad), bad && "pe-9")}
                  />
                  {bad ? (
                    <span className="absolute inset-y-0 end-0 flex items-center pe-2.5 text-red-600 dark:text-red-400">
                      <CircleAlert aria-hidden className="size-4" />
                      <span id={`${inputId}-error`} className="sr-only">
                        {message}
                      </span>
                    </span>
                  ) : null}
                </div>
                {rows.length > 1 ? (
                  <IconButton
                    aria-label={t("customSources.links.remove", { n: i + 1 })}
                    onClick={() => onRowsChange((current) => current.filter((r) => r.key !== row.key))}
                  >
                    <X aria-hidden className="size-4" />
                  </IconButton>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onRowsChange((current) => [...current, newLinkRow()])}
        disabled={!canAddLinkRow(sourceCount, rows.length)}
        className="mt-3 inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-zinc-400 disabled:no-underline dark:text-brand-300 dark:disabled:text-zinc-600"
      >
        <Plus aria-hidden className="size-4" />
        {t("customSources.links.addAnother")}
      </button>
      {firstBad >= 0 ? (
        <p className="mt-2 text-sm text-red-600 dark:text-red-400">
          {t("customSources.links.rowProblem", {
            n: firstBad + 1,
            message:
              states[firstBad] === "duplicate"
                ? t("customSources.links.duplicate")
                : t("customSources.links.invalid"),
          })}
        </p>
      ) : null}
    </div>
  );
}
