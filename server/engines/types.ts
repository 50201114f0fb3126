// How a research step is done. Two engines implement this: llm/ (AI SDK, any provider) and
// offline/ (extractive, no key needed). The pipeline (server/pipeline/) only talks to this interface.
import type { AnySearchType } from "../../common/constants";
import type {
  CitedSource,
  DocumentSettings,
  InformationItem,
  PageResult,
  RefinedQuery,
} from "../../common/types";
import type { RetryBudget } from "../retry-budget";
import type { TermRarity } from "../sources/retrieval/pages";
import type { UsageRecorder } from "../usage-event";

// Engines speak of usage too; the types live in a neutral module that sources/ shares.
export type { UsageEvent, UsageRecorder } from "../usage-event";

export interface EngineCall {
  settings: DocumentSettings;
  usage: UsageRecorder;
  signal?: AbortSignal;
  /** The pipeline step making the call, for usage records and error messages. */
  step?: string;
  /** The provider attempts the step may still lose, shared by all its calls (server/retry-budget.ts). */
  budget?: RetryBudget;
  /** How rare words are in the collection the material may come from (the server's library). */
  background?: TermRarity;
}

/** A passage of gathered material: a chunk of a page or custom source, numbered for citation. */
export interface Passage {
  /** Citation number within the call (1-based). */
  n: number;
  url: string;
  title: string;
  text: string;
  /** The headings the passage stands under in its page, outermost first ("Response", "National"). */
  headings?: string[];
}

export interface PlannedSubSection {
  question: string;
  searchQuery: { refinedQuery: string; searchType: AnySearchType };
}

export interface PlannedSection {
  title: string;
  description: string;
  subSections: PlannedSubSection[];
}

export interface PlannedOutline {
  title: string;
  sections: PlannedSection[];
  /** Set when the model's outline broke a rule that only shapes it (a section count), and it was kept. */
  warning?: string;
}

/** A page the section writer may cite, with the facts extracted from it. */
export interface SectionSource {
  /** Citation number the writer must use for this page. */
  n: number;
  url: string;
  title: string;
  information: InformationItem[];
  /** One of the paper's own sources (a link, a PDF or a paper the person added): always considered. */
  own?: boolean;
}

export interface PlanSectionsInput {
  query: string;
  summary: string;
  passages: Passage[];
  numberOfSections: number;
  searchTypes: AnySearchType[];
  /**
   * The summary's sources read whole (up to PLAN_PAGE_CHARS each, numbered as in `passages`): an
   * engine that plans from the sources' own structure sees every part of them, not only the chunks
   * that ranked first. A prompt-bound engine plans from `passages`.
   */
  pages?: Passage[];
}

export interface GenerateSectionInput {
  query: string;
  summary: string;
  outline: PlannedOutline;
  searchTypes: AnySearchType[];
  /** The summary's material: a new section is a topic it covers that the outline does not. */
  passages?: Passage[];
}

export interface ExtractInformationInput {
  query: string;
  section: PlannedSection;
  page: { url: string; title: string; text: string };
  max: number;
  /** What the paper already says (its summary): an extractive engine does not take it again. */
  written?: string;
}

/** A passage a section has extracted: its quoted text and the heading it was read under. */
export interface HeldPassage {
  text: string;
  heading?: string;
}

export interface WriteSectionInput {
  query: string;
  documentTitle: string;
  section: PlannedSection;
  sectionIndex: number;
  outline: PlannedOutline;
  sources: SectionSource[];
  /** Text the paper already has (the summary): an extractive engine does not write its sentences again. */
  written?: string;
  /**
   * The passages each section of the outline has extracted and may still write, by section index
   * (a section already written holds none: what it did not write is free for the others), each with the
   * heading it stands under where that section read it.
   */
  heldBy?: HeldPassage[][];
  onDelta: (delta: string) => void | Promise<void>;
  onRestart?: () => void | Promise<void>;
}

export interface ResearchEngine {
  readonly kind: "llm" | "offline";
  /**
   * The engine writes a section only once every section's pages are read: it gives each passage it
   * quotes to the one section of the outline it serves best, which it can decide only knowing what every
   * section holds (the extractive engine).
   */
  readonly writesAfterAllRead?: boolean;

  /** 3–5 search queries for the question, each tagged with one of the allowed search types. */
  refineQueries(
    call: EngineCall,
    input: { query: string; searchTypes: AnySearchType[]; customSourceTitles: string[] },
  ): Promise<RefinedQuery[]>;

  /** Choose the best 5–10 result urls (fewer only when fewer exist) for the summary. */
  curateSources(
    call: EngineCall,
    input: { query: string; results: PageResult[]; min: number; max: number },
  ): Promise<string[]>;

  /**
   * A summary of the question from the passages, citing them with [n], asked for at least 550 characters;
   * a shorter one is kept with a `warning` (the rule shapes the text; it is no reason to lose the paper).
   */
  writeSummary(
    call: EngineCall,
    /** `previous`: the summary being replaced (Regenerate Summary): a new one says something else, or says why it cannot. */
    input: { query: string; passages: Passage[]; previous?: string },
  ): Promise<{ summary: string; sources: CitedSource[]; warning?: string }>;

  /**
   * Title and sections (the requested number, at least 3; the offline engine plans fewer, down to 1, when
   * the sources hold material for fewer, with a `warning`), 3–5 questions each.
   */
  planSections(call: EngineCall, input: PlanSectionsInput): Promise<PlannedOutline>;

  /** One more section for an outline the user is editing (manual mode). */
  generateSection(call: EngineCall, input: GenerateSectionInput): Promise<PlannedSection>;

  /** One more question for a section of an outline the user is editing (manual mode). */
  generateQuestion(
    call: EngineCall,
    input: {
      query: string;
      summary: string;
      outline: PlannedOutline;
      section: PlannedSection;
      searchTypes: AnySearchType[];
      /** The summary's material. */
      passages?: Passage[];
    },
  ): Promise<PlannedSubSection>;

  /** Choose 5–15 page urls (fewer only when fewer exist) worth reading for a section. */
  choosePages(
    call: EngineCall,
    input: { query: string; section: PlannedSection; candidates: PageResult[]; min: number; max: number },
  ): Promise<string[]>;

  /**
   * The facts of one page that answer the section's questions: 0–20 items, each with the exact
   * passage of the page it comes from (the pipeline drops items whose passage is not in the page).
   */
  extractInformation(call: EngineCall, input: ExtractInformationInput): Promise<InformationItem[]>;

  /**
   * The text of one section in markdown, citing sources only as [n] with the numbers given.
   * onDelta receives the text as it is written (each call appends to the previous ones); onRestart,
   * when given, is called before a failed stream is tried again, so the receiver can drop what it got.
   */
  writeSection(call: EngineCall, input: WriteSectionInput): Promise<string>;

  /** The paper's final title from the question and the written sections. */
  writeTitle(
    call: EngineCall,
    input: { query: string; summary: string; sectionTitles: string[] },
  ): Promise<string>;

  /** A prompt describing a cover image for the paper. */
  describeCover(call: EngineCall, input: { title: string; query: string; summary: string }): Promise<string>;

  /**
   * Judges, in one call, the cited sentences of a section that the rules could not decide (issue 31).
   * Engines without a model (offline) leave it out: their sentences are their own passages.
   */
  judgeClaims?(call: EngineCall, input: { claims: ClaimToJudge[] }): Promise<ClaimVerdict[]>;
}

/** A cited sentence for the judge, with the evidence of its cited source and of the closest others. */
export interface ClaimToJudge {
  id: number;
  sentence: string;
  cited: number[];
  evidence: { n: number; passages: string[] }[];
}

export interface ClaimVerdict {
  id: number;
  verdict: "supported" | "partial" | "unsupported";
  /** The source whose evidence supports the sentence as written, if any. */
  source: number | null;
  /** The sentence rewritten from one source's evidence, citing it as [n]; "" when none fits. */
  rewrite: string;
}

/** Makes the cover image of a paper (2000×2500 PNG). */
export interface CoverImageGenerator {
  readonly name: string;
  generate(
    call: EngineCall,
    input: { title: string; query: string; prompt: string },
  ): Promise<{ png: Uint8Array; prompt: string }>;
}
