import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";

/** A panel of the document page that folds: its heading (and a note beside it) opens and closes it. */
export function FoldPanel({
  title,
  aside,
  defaultOpen,
  children,
}: {
  title: string;
  /** Beside the heading, before the chevron (the outline's number of sections). */
  aside?: ReactNode;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group mb-8 rounded-xl border border-zinc-200 dark:border-zinc-800"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <h2 className="text-base">{title}</h2>
        {aside}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
