// Publishing a finished paper in Featured Articles, and withdrawing it (owner only).
import { Megaphone, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { apiErrorKey } from "../../api/errors";
import { useSetFeatured } from "../../api/feedback";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";

export function FeatureButton({ documentId, featured }: { documentId: string; featured: boolean }) {
  const { t } = useTranslation();
  const setFeatured = useSetFeatured(documentId);
  const change = (next: boolean) =>
    setFeatured.mutate(next, {
      onSuccess: () => toast.success(t(next ? "document.featured.published" : "document.featured.withdrawn")),
      onError: (error) => toast.error(t(apiErrorKey(error))),
    });
  const Icon = featured ? Undo2 : Megaphone;
  return (
    <Button size="sm" onClick={() => change(!featured)} disabled={setFeatured.isPending}>
      {setFeatured.isPending ? <Spinner /> : <Icon aria-hidden className="size-4" />}
      {t(featured ? "document.featured.withdraw" : "document.featured.publish")}
    </Button>
  );
}
