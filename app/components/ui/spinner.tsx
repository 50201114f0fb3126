import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden className={clsx("size-4 animate-spin", className)} />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 flex-1 items-center justify-center text-sm text-zinc-500 dark:text-zinc-400">
      <Spinner label={label} className="size-5" />
    </div>
  );
}
