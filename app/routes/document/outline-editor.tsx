import { useTranslation } from "react-i18next";
import type { Content } from "../../../common/types";
import { OutlineEditorView } from "./outline-editor-view";
import { useOutlineDraft } from "./use-outline-draft";

/**
 * 'Review & Edit Outline' (manual mode, step 3/3): the title, sections and questions, tracked against the
 * saved outline. Save validates (spec §5) and asks to confirm the overwrite; Restore asks to confirm.
 */
export function OutlineEditor({
  documentId,
  content,
  onDirtyChange,
}: {
  documentId: string;
  content: Pick<Content, "title" | "plan" | "settings">;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const outline = useOutlineDraft({ documentId, content, onDirtyChange });
  const fewerSections =
    content.plan.materialSections !== undefined
      ? t("document.fewerSections", {
          found: content.plan.materialSections,
          requested: content.settings.numberOfSections,
        })
      : null;
  return <OutlineEditorView outline={outline} fewerSections={fewerSections} />;
}
