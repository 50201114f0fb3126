import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfig } from "../api/config";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";

const SEEN_KEY = "treatise.usageWarningSeen";

/** Whether this browser session has already shown this very message (a new message shows again). */
function seen(message: string): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === message;
  } catch {
    return false;
  }
}

function markSeen(message: string): void {
  try {
    sessionStorage.setItem(SEEN_KEY, message);
  } catch {
    // Storage refused (private mode): the warning may show again on reload, which is harmless.
  }
}

/**
 * The operator's usage warning (spec §2 dialogs: outage/usage warning), once per browser session, on every
 * screen (signed in or not), so it is mounted beside the router rather than in the signed-in layout.
 */
export function UsageWarningDialog() {
  const { t } = useTranslation();
  const message = useConfig().data?.features.usageWarning ?? null;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (message && !seen(message)) {
      markSeen(message);
      setOpen(true);
    }
  }, [message]);
  if (!message) return null;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={
        <span className="inline-flex items-center gap-2">
          <TriangleAlert aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />
          {t("dialogs.usageWarning.title")}
        </span>
      }
      description={message}
      footer={
        <Button variant="primary" onClick={() => setOpen(false)}>
          {t("dialogs.usageWarning.ok")}
        </Button>
      }
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("dialogs.usageWarning.papers")}</p>
    </Modal>
  );
}
