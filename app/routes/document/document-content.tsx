import type { PresentedDocument } from "../../../common/types";
import { DocumentStatusBadge } from "../../components/document-status";
import { EvidenceProvider } from "../../components/evidence-card";
import { PaperHeader, PaperReferences, SourceLanguageNote } from "../../components/paper-view";
import type { DocumentView } from "../../lib/document-view";
import { OutlineEditor } from "./outline-editor";
import { OutlineView } from "./outline-view";
import { PaperSections } from "./paper-sections";
import { ErrorPanel, OfflineEngineLabel, ProgressPanel } from "./status-panels";
import { SummaryEditor } from "./summary-editor";
import { SummaryPanel, SummaryText } from "./summary-panel";
import type { DocumentActions } from "./use-document-actions";
import { WrittenPaper } from "./written-paper";

/** The document as far as it has come: its header and state, the summary, the outline and the paper. */
export function DocumentContent({
  doc,
  view,
  actions,
  onSummaryDirty,
  onOutlineDirty,
}: {
  doc: PresentedDocument;
  view: DocumentView;
  actions: DocumentActions;
  onSummaryDirty: (dirty: boolean) => void;
  onOutlineDirty: (dirty: boolean) => void;
}) {
  return (
    <>
      <PaperHeader document={doc}>
        <DocumentStatusBadge status={doc.status} />
        {doc.content.engine === "offline" ? <OfflineEngineLabel /> : null}
      </PaperHeader>

      <SourceLanguageNote document={doc} />
      {view.working ? <ProgressPanel stage={doc.content.stage} /> : null}
      {doc.status === "ERROR" ? (
        <ErrorPanel
          error={doc.content.error}
          canRetry={doc.can.retry}
          retrying={actions.retrying}
          onRetry={actions.retry}
        />
      ) : null}

      {/* At step 3/3 the summary is folded away, so the outline editor comes first. */}
      <SummaryPanel key={view.outlineStep ? "outline" : "summary"} defaultOpen={!view.outlineStep}>
        {view.summaryStep ? (
          <SummaryEditor documentId={doc.id} summary={doc.content.summary} onDirtyChange={onSummaryDirty} />
        ) : (
          <SummaryText summary={doc.content.summary} pending={view.working} />
        )}
      </SummaryPanel>

      {view.outlineStep ? (
        <>
          <OutlineEditor documentId={doc.id} content={doc.content} onDirtyChange={onOutlineDirty} />
          <WrittenPaper document={doc} />
        </>
      ) : view.showOutline ? (
        // Collapsed once the paper is shown: its sections then carry the outline and their progress.
        <OutlineView
          key={view.showPaper ? "paper" : "plan"}
          sections={doc.content.plan?.sections ?? []}
          collapsed={view.showPaper}
          requested={doc.content.settings.numberOfSections}
          materialSections={doc.content.plan.materialSections}
        />
      ) : null}

      {view.showPaper ? (
        <EvidenceProvider document={doc} shared={false}>
          <div className="space-y-10">
            <PaperSections document={doc} />
            <PaperReferences document={doc} />
          </div>
        </EvidenceProvider>
      ) : null}
    </>
  );
}
