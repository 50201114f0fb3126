import type { ReactNode } from "react";
import { Logo } from "./logo";

/** The frame of pages anyone may open (share links, the user guide): a slim header and the page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
        <div className="mx-auto flex h-14 max-w-4xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
