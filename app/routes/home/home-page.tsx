import { useTranslation } from "react-i18next";
import { Composer } from "./composer";

/** Home (/): the header 'Start searching' and the composer. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col justify-center px-4 py-10 sm:px-6 md:py-16">
      <h1 className="mb-6 text-center font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
        {t("home.header")}
      </h1>
      <Composer />
    </div>
  );
}
