import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { isRtl, TOAST_DURATION_MS } from "../../common/constants";

/** Toasts: bottom-centre, dark, 5 s (spec §8). */
export function AppToaster() {
  const { t, i18n } = useTranslation();
  return (
    <Toaster
      position="bottom-center"
      theme="dark"
      duration={TOAST_DURATION_MS}
      dir={isRtl(i18n.language) ? "rtl" : "ltr"}
      containerAriaLabel={t("common.notifications")}
    />
  );
}
