// Progress of a paper on stderr: the stage labels of the document page (spec §2) and one bar per section.
// A terminal gets live bars (cli-progress); anything else (a pipe, a log file) gets one plain line per
// change, so a script's log reads like the document page's steps.
import cliProgress from "cli-progress";
import type { DocumentStage, PresentedDocument, Section, SectionStatus } from "../../common/types";

/** The document page's progress labels (spec §2; locales/en.json document.stage). */
export const STAGE_LABELS: Record<DocumentStage, string> = {
  REFINING_QUERY: "Refining query",
  SEARCHING: "Searching the web",
  SUMMARIZING: "Summarizing results",
  PLANNING: "Planning",
  FINDING_SOURCES: "Finding sources",
  ANALYZING: "Analyzing sources",
  GENERATING: "Generating sections",
  FINISHING: "Finishing",
};

const SECTION_LABELS: Record<SectionStatus, string> = {
  PLANNED: "planned",
  ANALYZING: "analyzing sources",
  ANALYSIS_COMPLETE: "sources analyzed",
  GENERATING: "writing",
  COMPLETE: "written",
  ERROR: "failed",
};

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressReporter {
  update(doc: PresentedDocument): void;
  /** Ends the live display (bars stay as they are), before the final lines. */
  stop(): void;
}

/** A section's progress out of analysed pages + 1 (its text). */
function sectionValue(section: Section): { value: number; total: number } {
  const total = Math.max(1, section.progress.total) + 1;
  if (section.status === "COMPLETE") return { value: total, total };
  const analysed = Math.min(section.progress.analyzed, total - 1);
  return { value: section.status === "GENERATING" ? total - 1 : analysed, total };
}

const STAGES = Object.keys(STAGE_LABELS) as DocumentStage[];

/**
 * How far the paper is, as an index into the stages (-1 before the first, the last one when complete).
 * A paper waiting for its owner has no stage: it has passed summarizing (summary to review) or planning
 * (outline to review).
 */
function stageIndexOf(doc: PresentedDocument): number {
  if (doc.status === "COMPLETE") return STAGES.length - 1;
  if (doc.content.stage) return STAGES.indexOf(doc.content.stage);
  if (doc.status === "READY") {
    if (doc.content.awaiting === "SUMMARY") return STAGES.indexOf("SUMMARIZING");
    if (doc.content.awaiting === "OUTLINE") return STAGES.indexOf("PLANNING");
  }
  return -1;
}

function stageOf(doc: PresentedDocument): string | null {
  const stage = doc.content.stage;
  return stage ? STAGE_LABELS[stage] : null;
}

export function createProgress(stream: ProgressStream): ProgressReporter {
  return stream.isTTY ? barProgress(stream) : lineProgress(stream);
}

/**
 * One line per stage (each stage passed is named once, in order, also when it went by between two
 * reads) and one per change of a section's status or of its count of analysed pages.
 */
function lineProgress(stream: ProgressStream): ProgressReporter {
  const stages = STAGES;
  let reached = -1;
  const seen = new Map<number, string>();
  const stagesUpTo = (index: number) => {
    for (let i = reached + 1; i <= index; i++) stream.write(`${STAGE_LABELS[stages[i]!]}\n`);
    reached = Math.max(reached, index);
  };
  return {
    update(doc) {
      const current = stageIndexOf(doc);
      // Section lines belong to the research and writing stages, before the finishing one.
      stagesUpTo(Math.min(current, stages.indexOf("GENERATING")));
      const sections = doc.content.plan?.sections ?? [];
      for (const s of sections) {
        const state =
          s.status === "ANALYZING"
            ? `${SECTION_LABELS[s.status]} ${s.progress.analyzed}/${s.progress.total}`
            : SECTION_LABELS[s.status];
        if (seen.get(s.id) === state) continue;
        const first = !seen.has(s.id);
        seen.set(s.id, state);
        if (first && s.status === "PLANNED") continue;
        stream.write(`Section ${s.id + 1}/${sections.length} ${s.title}: ${state}\n`);
      }
      stagesUpTo(current);
    },
    stop() {},
  };
}

/** A stage line and a bar per section, redrawn in place. */
function barProgress(stream: ProgressStream): ProgressReporter {
  const bars = new cliProgress.MultiBar(
    {
      stream: stream as NodeJS.WritableStream,
      format: "{bar} {label}",
      barsize: 20,
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      forceRedraw: true,
      autopadding: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const stageBar = bars.create(1, 0, { label: "Starting" });
  const sectionBars = new Map<number, cliProgress.SingleBar>();
  const width = Math.max(20, (stream.columns ?? 80) - 40);
  return {
    update(doc) {
      const stages = Object.keys(STAGE_LABELS) as DocumentStage[];
      const stage = doc.content.stage;
      const done = doc.status === "COMPLETE" ? stages.length : stage ? stages.indexOf(stage) : 0;
      stageBar.setTotal(stages.length);
      stageBar.update(done, { label: stageOf(doc) ?? doc.status.toLowerCase() });
      const sections = doc.content.plan?.sections ?? [];
      for (const s of sections) {
        const { value, total } = sectionValue(s);
        const title = s.title.length > width ? `${s.title.slice(0, width - 1)}…` : s.title;
        const label = `${s.id + 1}. ${title} — ${SECTION_LABELS[s.status]}`;
        let bar = sectionBars.get(s.id);
        if (!bar) {
          bar = bars.create(total, value, { label });
          sectionBars.set(s.id, bar);
        }
        bar.setTotal(total);
        bar.update(value, { label });
      }
    },
    stop() {
      bars.stop();
    },
  };
}
