import type { ReactNode } from "react";

/** 'Unsaved changes' beside an editor's title while its text differs from the saved one. */
export function UnsavedBadge({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <span
      data-testid={testId}
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-200"
    >
      {children}
    </span>
  );
}
