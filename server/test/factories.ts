// Test factories: users, documents and their settings in a chosen state, written straight into the
// database (or built in memory), so route, presenter and policy tests need neither the pipeline nor raw
// row updates. The one place tests get these from.
import { randomUUID } from "node:crypto";
import type {
  DocumentSettings,
  DocumentStatus,
  InformationItem,
  LlmSettings,
  ReviewStep,
  SectionStatus,
} from "../../common/types";
import type { Db } from "../db/client";
import {
  type AttachedSource,
  documentSections,
  documents,
  pageAnalyses,
  type SummaryColumn,
  user,
} from "../db/schema";
import { type DocumentRow, type DocumentState, loadState } from "../documents/store";

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export interface BuiltUser {
  id: string;
  name: string;
  email: string;
}

/** A user row (no password, no session: for tests below HTTP; HTTP tests sign up with the harness). */
export async function buildUser(db: Db, overrides: Partial<BuiltUser> = {}): Promise<BuiltUser> {
  const n = next();
  const row = {
    id: overrides.id ?? randomUUID(),
    name: overrides.name ?? `User ${n}`,
    email: overrides.email ?? `user-${n}-${Date.now()}@factory.example`,
  };
  await db.insert(user).values({ ...row, emailVerified: true });
  return row;
}

/** Model settings with the spec's defaults, of the offline engine unless the overrides name a model. */
export function llmSettings(overrides: Partial<LlmSettings> = {}): LlmSettings {
  return {
    llmProvider: "OFFLINE",
    modelId: "offline",
    modelName: "offline",
    temperature: 0.7,
    topP: 1,
    frequencyPenalty: 0,
    presencePenalty: 0,
    streaming: true,
    ...overrides,
  };
}

/** OpenAI's gpt-4o with the spec's defaults: the priced model of the engine and billing tests. */
export function gpt4oSettings(): LlmSettings {
  return llmSettings({ llmProvider: "OPENAI", modelId: "gpt-4o", modelName: "gpt-4o" });
}

/** Settings of a new document (spec defaults), on the offline engine. */
export function documentSettings(overrides: Partial<DocumentSettings> = {}): DocumentSettings {
  return {
    llm: llmSettings(),
    locale: "en",
    automaticMode: true,
    searchTypes: ["web", "news", "scholar"],
    numberOfSections: 3,
    currentDate: "2026-11-22",
    ...overrides,
  };
}

export interface DocumentSpec {
  user: { id: string };
  status?: DocumentStatus;
  /** false for manual mode (the user reviews summary and outline). */
  automaticMode?: boolean;
  /** What a READY manual-mode document waits for the user to review. */
  awaiting?: ReviewStep | null;
  query?: string;
  title?: string;
  summary?: Partial<SummaryColumn>;
  /** Sections of the outline: a number of planned ones, or each described. */
  sections?: number | SectionSpec[];
  /** Custom sources attached at creation (with their text). */
  customSources?: AttachedSource[];
  featured?: boolean;
  archived?: boolean;
  createdAt?: Date;
  error?: { step: string; message: string } | null;
  referencesList?: string | null;
  /** Settings other than the defaults (e.g. a priced model for billing tests). */
  settings?: Partial<DocumentSettings>;
}

export interface SectionSpec {
  title?: string;
  status?: SectionStatus;
  /** The pages chosen for the section (null: not curated yet). */
  urls?: string[] | null;
  content?: string;
  /** Saved page analyses (url, facts, or an error). */
  analyses?: { url: string; title?: string; information?: InformationItem[]; error?: string }[];
}

const SUMMARY =
  "The summary of this paper says what the sources agree on, where they differ, and what remains open; it is long enough to be kept by the rules of the product, which ask for a real paragraph rather than a line. ".repeat(
    3,
  );

/** The document row a spec describes, in memory (policy and presenter tests). */
export function documentRow(spec: DocumentSpec): DocumentRow {
  const status = spec.status ?? "SUMMARIZING";
  const query = spec.query ?? `Factory question ${next()}?`;
  const at = spec.createdAt ?? new Date();
  const done = status !== "SUMMARIZING";
  return {
    id: randomUUID(),
    userId: spec.user.id,
    query,
    title: spec.title ?? (status === "COMPLETE" ? `A paper on ${query}` : ""),
    status,
    stage: status === "SUMMARIZING" ? "REFINING_QUERY" : null,
    awaiting:
      spec.awaiting !== undefined
        ? spec.awaiting
        : status === "READY" && spec.automaticMode === false
          ? "SUMMARY"
          : null,
    planVersion: 0,
    materialSections: null,
    settings: documentSettings({ automaticMode: spec.automaticMode ?? true, ...spec.settings }),
    summary: {
      userQuery: query,
      ...(done
        ? { refinedQueries: [], webSearchResults: [], curatedUrls: [], summaryContext: "", summary: SUMMARY }
        : {}),
      ...spec.summary,
    },
    customSources: spec.customSources ?? [],
    events: [],
    coverImage: null,
    referencesList: spec.referencesList ?? (status === "COMPLETE" ? "" : null),
    references: null,
    error: spec.error ?? (status === "ERROR" ? { step: "plan", message: "validation failed" } : null),
    engine: "offline",
    costMicroCents: 0,
    chargedCents: 0,
    viewsCount: 0,
    likeCount: 0,
    featured: spec.featured ?? false,
    featuredHiddenAt: null,
    archivedAt: spec.archived ? at : null,
    completedAt: status === "COMPLETE" ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

/** A document in the state the spec describes, with its sections and analyses, saved; returns its state. */
export async function buildDocument(db: Db, spec: DocumentSpec): Promise<DocumentState> {
  const row = documentRow(spec);
  await db.insert(documents).values(row);
  const sections: SectionSpec[] =
    typeof spec.sections === "number"
      ? Array.from({ length: spec.sections }, () => ({}))
      : (spec.sections ?? []);
  for (const [idx, s] of sections.entries()) {
    const written = (s.status ?? (row.status === "COMPLETE" ? "COMPLETE" : "PLANNED")) === "COMPLETE";
    await db.insert(documentSections).values({
      documentId: row.id,
      idx,
      planVersion: row.planVersion,
      title: s.title ?? `Section ${idx + 1}`,
      status: s.status ?? (written ? "COMPLETE" : "PLANNED"),
      subSections: [1, 2, 3].map((q) => ({
        question: `Question ${q} of section ${idx + 1}?`,
        searchQuery: { refinedQuery: `section ${idx + 1} question ${q}`, searchType: "web" as const },
      })),
      urls: s.urls === undefined ? (written ? [] : null) : s.urls,
      content: s.content ?? (written ? `The text of section ${idx + 1}.` : ""),
    });
    for (const a of s.analyses ?? []) {
      await db.insert(pageAnalyses).values({
        id: randomUUID(),
        documentId: row.id,
        sectionIdx: idx,
        planVersion: row.planVersion,
        url: a.url,
        title: a.title ?? a.url,
        information: a.information ?? [],
        error: a.error ? { message: a.error } : null,
      });
    }
  }
  const state = await loadState(db, row.id, { pageText: true });
  if (!state) throw new Error("buildDocument: the document was not saved");
  return state;
}
