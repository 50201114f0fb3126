import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Logo } from "../../components/layout/logo";

/** The visitor's frame: the logo, one card, and a line about what Treatise does. */
export function AuthLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-zinc-50 px-4 py-10 dark:bg-zinc-950">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo className="text-2xl" />
          <p className="text-sm text-balance text-zinc-600 dark:text-zinc-400">{t("app.tagline")}</p>
        </div>
        <main className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <h1 className="mb-5 text-xl font-semibold">{title}</h1>
          {children}
        </main>
        <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{footer}</p>
      </div>
    </div>
  );
}
