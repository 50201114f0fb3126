// The table of a settings tab (API keys, Archive): a scrolling frame, a sticky header with the name column
// first, date columns, and a last column of actions named only for screen readers.
import { clsx } from "clsx";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";

/** The cells of a row: the name (truncated), a date, the action at the end. */
export const cellClass = {
  name: "max-w-0 px-3 py-2.5",
  date: "px-3 py-2.5 whitespace-nowrap text-zinc-600 dark:text-zinc-400",
  action: "px-3 py-2.5 text-end",
};

export function SettingsTable({
  name,
  dates,
  maxHeight,
  scrollRef,
  children,
  after,
}: {
  /** The first column's heading. */
  name: string;
  /** The headings of the date columns between the name and the actions. */
  dates: string[];
  /** How tall the frame may grow before it scrolls (a Tailwind max-h class). */
  maxHeight: string;
  scrollRef?: Ref<HTMLDivElement>;
  /** The rows. */
  children: ReactNode;
  /** Under the table, inside the frame (more rows loading). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={scrollRef}
      className={clsx(maxHeight, "overflow-y-auto rounded-lg border border-zinc-200 dark:border-zinc-800")}
    >
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-zinc-50 text-start text-xs font-medium text-zinc-500 uppercase dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th scope="col" className="w-full px-3 py-2 text-start">
              {name}
            </th>
            {dates.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-end">
              <span className="sr-only">{t("settings.archive.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">{children}</tbody>
      </table>
      {after}
    </div>
  );
}
