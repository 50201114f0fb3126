import type { ReactNode } from "react";

/** A dialog's primary action that leads to a contact address (sales, the account manager), in a new tab. */
export function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
    >
      {children}
    </a>
  );
}
