// Deleting a paper for good (owner only), after a confirmation that says what goes with it.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useDeleteDocument } from "../../api/documents";
import { apiErrorKey } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";

export function DeletePaperButton({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteDocument();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    remove.mutate(documentId, {
      onSuccess: () => {
        toast.success(t("document.delete.done"));
        navigate("/", { replace: true });
      },
      onError: (error) => toast.error(t(apiErrorKey(error))),
    });
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)} disabled={remove.isPending}>
        {remove.isPending ? <Spinner /> : <Trash2 aria-hidden className="size-4" />}
        {t("document.delete.button")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("document.delete.title")}
        text={t("document.delete.text")}
        confirmLabel={t("document.delete.button")}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        danger
      />
    </>
  );
}
