import { clsx } from "clsx";
import { Link } from "react-router";

/** The Treatise mark and name, linking home. */
export function Logo({ appName, label, className }: { appName: string; label: string; className?: string }) {
  return (
    <Link
      to="/"
      aria-label={label}
      className={clsx(
        "inline-flex items-center gap-2 rounded-md font-serif text-lg font-semibold tracking-tight",
        className,
      )}
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-7 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-brand-600 dark:fill-brand-500" />
        <path d="M9 9h14v3h-5.5v12h-3V12H9z" fill="#fff" />
      </svg>
      <span>{appName}</span>
    </Link>
  );
}
