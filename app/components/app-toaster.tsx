import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isRtl, TOAST_DURATION_MS } from "../../common/constants";
import { loadSonner, onToasterWanted, toasterWanted } from "../lib/toast";

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Toasts: bottom-centre, dark, 5 s (spec §8); sonner loads with the first toast (lib/toast.ts). */
export function AppToaster() {
  const { t, i18n } = useTranslation();
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  // The holder is there from the start with an aria-live attribute ("off": it says nothing itself, the
  // toaster inside has its own live region): an open dialog hides the rest of the page from assistive
  // technology except live regions present when it opened, so a toast raised from a dialog stays heard.
  return (
    <div aria-live="off">
      {wanted ? (
        <Suspense fallback={null}>
          <Toaster
            position="bottom-center"
            theme="dark"
            duration={TOAST_DURATION_MS}
            dir={isRtl(i18n.language) ? "rtl" : "ltr"}
            containerAriaLabel={t("common.notifications")}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
