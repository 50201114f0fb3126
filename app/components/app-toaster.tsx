import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isRtl, TOAST_DURATION_MS } from "../../common/constants";
import { loadSonner, onToasterWanted, toasterWanted } from "../lib/toast";

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Toasts: bottom-centre, dark, 5 s (spec §8); sonner loads with the first toast (lib/toast.ts). */
export function AppToaster() {
  const { t, i18n } = useTranslation();
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        theme="dark"
        duration={TOAST_DURATION_MS}
        dir={isRtl(i18n.language) ? "rtl" : "ltr"}
        containerAriaLabel={t("common.notifications")}
      />
    </Suspense>
  );
}
