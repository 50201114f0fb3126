// Dialogs that only tell something and close: the service outage (spec §8) and 'Email Sent' after a
// profile update (the new address must be confirmed first).
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";

const NOTICES = {
  // Existing papers stay viewable, credits are unaffected, contact support.
  outage: {
    title: "dialogs.outage.title",
    text: "dialogs.outage.text",
    points: ["dialogs.outage.papers", "dialogs.outage.credits", "dialogs.outage.support"],
    button: "common.close",
  },
  emailSent: {
    title: "dialogs.emailSent.title",
    text: "dialogs.emailSent.text",
    points: [],
    button: "common.ok",
  },
} as const;

export type Notice = keyof typeof NOTICES;

export function NoticeDialog({
  notice,
  open,
  onOpenChange,
}: {
  notice: Notice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { title, text, points, button } = NOTICES[notice];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(title)}
      description={t(text)}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t(button)}
        </Button>
      }
    >
      {points.length > 0 ? (
        <ul className="list-disc space-y-1.5 ps-5 text-sm text-zinc-700 dark:text-zinc-300">
          {points.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
