import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../../common/types";
import { LikeButton } from "../../components/like-button";
import { documentTitle } from "../../components/paper-view";
import { ShareButton } from "../../components/share-dialog";
import { DeletePaperButton } from "./delete-paper-button";
import { DownloadMenu } from "./download-menu";
import { FeatureButton } from "./feature-button";
import { ReplanButton } from "./replan-button";
import type { DocumentActions } from "./use-document-actions";

/** The row under a finished paper (like, share, download, plan again, feature, delete); a stopped one: delete. */
export function PaperActions({ doc, actions }: { doc: PresentedDocument; actions: DocumentActions }) {
  const { t } = useTranslation();
  if (doc.status === "COMPLETE")
    return (
      <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <LikeButton documentId={doc.id} isLiked={doc.isLiked} likeCount={doc.likeCount} />
        <ShareButton documentId={doc.id} title={documentTitle(doc, t("common.untitled"))} />
        <DownloadMenu documentId={doc.id} />
        <ReplanButton canReplan={doc.can.replan} actions={actions} />
        <FeatureButton documentId={doc.id} featured={doc.featured} />
        <DeletePaperButton documentId={doc.id} />
      </div>
    );
  // A paper that stopped (failed, or waiting for its owner) can be deleted too.
  if (doc.can.archive && (doc.status === "ERROR" || doc.status === "READY"))
    return (
      <div className="mt-10 flex justify-end border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <DeletePaperButton documentId={doc.id} />
      </div>
    );
  return null;
}
