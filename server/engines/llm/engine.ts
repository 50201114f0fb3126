// The model-backed research engine: every step of ResearchEngine on the AI SDK, for any provider.
// Cheap steps (refine, curate, choose pages, extract) run on the provider's small model, writing
// steps on the chosen one. Model output is checked in code after validation: urls must have been
// offered, passages must be on their page, citations must point at given numbers.
import {
  type AnySearchType,
  INFORMATION_MAX,
  PLAN_MIN_SECTIONS,
  SEARCH_TYPES,
  type SearchType,
  SUMMARY_MIN_LENGTH,
} from "../../../common/constants";
import type { CitedSource, InformationItem, PageResult, RefinedQuery } from "../../../common/types";
import { UnusableAnswerError } from "../../retry-budget";
import type { EngineCall, PlannedOutline, PlannedSection, PlannedSubSection, ResearchEngine } from "../types";
import type { ModelCatalog } from "./catalog";
import { citedNumbers, cleanModelText } from "./citations";
import { effectiveWindow } from "./fitted-call";
import { findPassage } from "./passages";
import { DEFAULT_PRICES, type PriceTable } from "./prices";
import { choosePagesPrompt } from "./prompts/choose-pages";
import { curateSourcesPrompt } from "./prompts/curate-sources";
import { describeCoverPrompt } from "./prompts/describe-cover";
import { extractInformationPrompt, PAGE_TEXT_MAX_CHARS } from "./prompts/extract-information";
import { generateQuestionPrompt } from "./prompts/generate-question";
import { generateSectionPrompt } from "./prompts/generate-section";
import { judgeClaimsPrompt } from "./prompts/judge-claims";
import { planSectionsPrompt } from "./prompts/plan-sections";
import { refineQueriesPrompt } from "./prompts/refine-queries";
import { writeSectionPrompt } from "./prompts/write-section";
import { longerSummaryInstruction, writeSummaryPrompt } from "./prompts/write-summary";
import { writeTitlePrompt } from "./prompts/write-title";
import type { LanguageModelV3 } from "./providers";
import { resolveDocumentModels } from "./resolve";
import { scalePassages, scaleResults, scaleSources, scaleText } from "./scaled-inputs";
import {
  claimVerdictsSchema,
  coverPromptSchema,
  informationSchema,
  newQuestionSchema,
  newSectionSchema,
  planSchema,
  refinedQueriesSchema,
  titleSchema,
  urlListSchema,
} from "./schemas";
import { generateStructured } from "./structured";
import { generatePlainText, streamCitedText } from "./text";
import { pickUrls, uniqueUrls } from "./urls";
import { answerTokens } from "./window";

/**
 * Tokens each step's answer needs, kept free in the window (at most 40 % of a small one): a section of
 * up to 900 words, a summary of up to 450, an outline of up to 10 sections, a fact with its quote.
 */
export const ANSWER_TOKENS = {
  refineQueries: 400,
  urls: 700,
  summary: 1200,
  planPerSection: 320,
  generateSection: 600,
  generateQuestion: 250,
  perFact: 120,
  section: 1800,
  title: 150,
  cover: 300,
  perClaim: 120,
} as const;

/** The two models a document uses. */
export interface EngineModels {
  /** Writing steps: summary, plan, outline edits, sections, title, cover prompt. */
  languageModel: LanguageModelV3;
  /** Cheap steps: refine, curate, choose pages, extract. Defaults to languageModel. */
  smallModel?: LanguageModelV3;
}

export interface LlmEngineOptions {
  /** Resolves each call's models from call.settings.llm (modelId, modelName). */
  catalog?: ModelCatalog;
  /** Fixed models for every call (takes precedence over the catalog). */
  models?: EngineModels;
  /** Token prices; defaults to the catalog's, else the built-in table. */
  prices?: PriceTable;
}

/** A summary shorter than SUMMARY_MIN_LENGTH (asked again, for more detail, while the budget lasts). */
export class SummaryTooShortError extends UnusableAnswerError {
  constructor(readonly length: number) {
    super(`summary too short: ${length} characters (minimum ${SUMMARY_MIN_LENGTH})`);
    this.name = "SummaryTooShortError";
  }
}

function publicSearchTypes(types: readonly AnySearchType[]): SearchType[] {
  return SEARCH_TYPES.filter((t) => types.includes(t));
}

function plannedSearchTypes(types: readonly AnySearchType[]): AnySearchType[] {
  return types.length > 0 ? [...new Set(types)] : ["web"];
}

function trimSection(section: PlannedSection): PlannedSection {
  return {
    title: section.title.trim(),
    description: section.description.trim(),
    subSections: section.subSections.map(trimSubSection),
  };
}

function trimSubSection(sub: PlannedSubSection): PlannedSubSection {
  return {
    question: sub.question.trim(),
    searchQuery: {
      refinedQuery: sub.searchQuery.refinedQuery.trim(),
      searchType: sub.searchQuery.searchType,
    },
  };
}

/** A title as a heading shows it: no surrounding quotes, no trailing period, one line. */
function cleanTitle(title: string): string {
  const cleaned = title
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'“”‘’«»*#\s]+|["'“”‘’«»*\s]+$/gu, "")
    .replace(/(?<!\.)\.$/u, "")
    .slice(0, 250);
  return cleaned || title.trim();
}

/** Creates the llm engine (kind "llm"). */
export function createLlmEngine(options: LlmEngineOptions): ResearchEngine {
  if (!options.models && !options.catalog) throw new Error("createLlmEngine needs a catalog or models");
  const prices = options.prices ?? options.catalog?.prices ?? DEFAULT_PRICES;

  const modelsFor = (call: EngineCall): Required<EngineModels> => {
    if (options.models) {
      return {
        languageModel: options.models.languageModel,
        smallModel: options.models.smallModel ?? options.models.languageModel,
      };
    }
    // The catalog is set when models are not (checked above).
    const resolved = resolveDocumentModels(options.catalog as ModelCatalog, call.settings.llm);
    return { languageModel: resolved.languageModel, smallModel: resolved.smallModel };
  };

  /** Urls chosen by the model among the offered ones (no call when there is nothing to choose). */
  const chooseUrls = async (
    call: EngineCall,
    step: string,
    offered: PageResult[],
    min: number,
    max: number,
    prompt: (results: PageResult[], lo: number, hi: number) => { system: string; prompt: string },
  ): Promise<string[]> => {
    const urls = uniqueUrls(offered.map((r) => r.url));
    const results = urls.map((url) => offered.find((r) => r.url === url) as PageResult);
    const hi = Math.min(max, results.length);
    const lo = Math.min(min, hi);
    if (results.length <= lo) return urls;
    const value = await generateStructured({
      model: modelsFor(call).smallModel,
      schema: urlListSchema(lo, hi),
      build: (scale) => prompt(scaleResults(results, scale, hi), lo, hi),
      answerTokens: ANSWER_TOKENS.urls,
      call,
      step,
      prices,
    });
    return pickUrls(value.urls, urls, lo, hi);
  };

  return {
    kind: "llm",

    async refineQueries(call, input): Promise<RefinedQuery[]> {
      const allowed = publicSearchTypes(input.searchTypes);
      const types: SearchType[] = allowed.length > 0 ? allowed : ["web"];
      const { system, prompt } = refineQueriesPrompt({
        settings: call.settings,
        query: input.query,
        searchTypes: types,
        customSourceTitles: input.customSourceTitles,
      });
      const value = await generateStructured({
        model: modelsFor(call).smallModel,
        schema: refinedQueriesSchema(types),
        system,
        prompt,
        answerTokens: ANSWER_TOKENS.refineQueries,
        call,
        step: "refineQueries",
        prices,
      });
      // With only private search types (library, custom) the queries carry no public search type.
      return value.queries.map((q) => ({
        query: q.query.trim(),
        ...(allowed.length > 0 ? { searchType: q.searchType } : {}),
      }));
    },

    curateSources(call, input) {
      return chooseUrls(call, "curateSources", input.results, input.min, input.max, (results, lo, hi) =>
        curateSourcesPrompt({ settings: call.settings, query: input.query, results, min: lo, max: hi }),
      );
    },

    async writeSummary(call, input): Promise<{ summary: string; sources: CitedSource[] }> {
      // Fewer and shorter passages when the window is small; only the numbers offered may be cited.
      const build = (scale: number) => {
        const passages = scalePassages(input.passages, scale, 4000);
        return {
          ...writeSummaryPrompt({ settings: call.settings, query: input.query, passages }),
          citations: passages.map((p) => p.n),
        };
      };
      // A summary too short is asked again once, with the reason. The 550-character rule is for summaries a
      // person saves (spec §5): if the second answer is still short, the longest answer is kept and the
      // paper goes on with a warning. Only an empty answer is refused until the step's budget is spent.
      let summary = "";
      let shortAnswers = 0;
      await generatePlainText({
        model: modelsFor(call).languageModel,
        build,
        answerTokens: ANSWER_TOKENS.summary,
        call,
        step: "writeSummary",
        prices,
        retryPrompt: () => longerSummaryInstruction(summary.length),
        check: (text, _attempt, prompt) => {
          const cleaned = cleanModelText(text, prompt.citations ?? []);
          if (cleaned.length > summary.length) summary = cleaned;
          if (summary.length >= SUMMARY_MIN_LENGTH) return;
          shortAnswers += 1;
          if (summary.length === 0 || shortAnswers === 1) throw new SummaryTooShortError(cleaned.length);
        },
      });
      const warning =
        summary.length < SUMMARY_MIN_LENGTH
          ? `The summary is shorter than asked (${summary.length} characters, ${SUMMARY_MIN_LENGTH} asked): the model's longest answer was kept.`
          : undefined;
      const byNumber = new Map(input.passages.map((p) => [p.n, p]));
      const sources = citedNumbers(summary).flatMap((n) => {
        const passage = byNumber.get(n);
        return passage ? [{ n, url: passage.url, title: passage.title }] : [];
      });
      return { summary, sources, ...(warning ? { warning } : {}) };
    },

    async planSections(call, input): Promise<PlannedOutline> {
      const searchTypes = plannedSearchTypes(input.searchTypes);
      const numberOfSections = Math.max(PLAN_MIN_SECTIONS, input.numberOfSections);
      const build = (scale: number) =>
        planSectionsPrompt({
          settings: call.settings,
          query: input.query,
          summary: scaleText(input.summary, scale, 6000),
          passages: scalePassages(input.passages, scale, 1500),
          numberOfSections,
          searchTypes,
        });
      const value = await generateStructured({
        model: modelsFor(call).languageModel,
        schema: planSchema(numberOfSections, searchTypes),
        build,
        answerTokens: ANSWER_TOKENS.planPerSection * numberOfSections + 200,
        call,
        step: "planSections",
        prices,
      });
      const sections = value.sections.slice(0, numberOfSections).map(trimSection);
      const given = value.sections.length;
      const warning =
        given === numberOfSections
          ? undefined
          : given > numberOfSections
            ? `The model planned ${given} sections for ${numberOfSections} asked: the first ${numberOfSections} were kept.`
            : `The model planned ${given} sections for ${numberOfSections} asked: its outline was kept.`;
      return { title: cleanTitle(value.title), sections, ...(warning ? { warning } : {}) };
    },

    async generateSection(call, input): Promise<PlannedSection> {
      const searchTypes = plannedSearchTypes(input.searchTypes);
      const build = (scale: number) =>
        generateSectionPrompt({
          settings: call.settings,
          ...input,
          summary: scaleText(input.summary, scale, 4000),
          searchTypes,
        });
      const value = await generateStructured({
        model: modelsFor(call).languageModel,
        build,
        answerTokens: ANSWER_TOKENS.generateSection,
        schema: newSectionSchema(
          searchTypes,
          input.outline.sections.map((s) => s.title),
        ),
        call,
        step: "generateSection",
        prices,
      });
      return trimSection(value.section);
    },

    async generateQuestion(call, input): Promise<PlannedSubSection> {
      const searchTypes = plannedSearchTypes(input.searchTypes);
      const build = (scale: number) =>
        generateQuestionPrompt({
          settings: call.settings,
          ...input,
          summary: scaleText(input.summary, scale, 3000),
          searchTypes,
        });
      const value = await generateStructured({
        model: modelsFor(call).languageModel,
        build,
        answerTokens: ANSWER_TOKENS.generateQuestion,
        schema: newQuestionSchema(
          searchTypes,
          input.section.subSections.map((s) => s.question),
        ),
        call,
        step: "generateQuestion",
        prices,
      });
      return trimSubSection(value.subSection);
    },

    choosePages(call, input) {
      return chooseUrls(call, "choosePages", input.candidates, input.min, input.max, (candidates, lo, hi) =>
        choosePagesPrompt({
          settings: call.settings,
          query: input.query,
          section: input.section,
          candidates,
          min: lo,
          max: hi,
        }),
      );
    },

    async extractInformation(call, input): Promise<InformationItem[]> {
      const model = modelsFor(call).smallModel;
      // A small window holds fewer facts in its answer: ask for no more than it can hold.
      const room = answerTokens(effectiveWindow(model), ANSWER_TOKENS.perFact * INFORMATION_MAX);
      const max = Math.max(0, Math.min(input.max, INFORMATION_MAX, Math.floor(room / ANSWER_TOKENS.perFact)));
      if (max === 0 || input.page.text.trim() === "") return [];
      const build = (scale: number) =>
        extractInformationPrompt({
          settings: call.settings,
          ...input,
          page: { ...input.page, text: scaleText(input.page.text, scale, PAGE_TEXT_MAX_CHARS) },
          max,
        });
      const value = await generateStructured({
        model,
        schema: informationSchema(max),
        build,
        answerTokens: ANSWER_TOKENS.perFact * max + 100,
        call,
        step: "extractInformation",
        prices,
      });
      const items: InformationItem[] = [];
      const seen = new Set<string>();
      for (const item of value.information) {
        const passage = findPassage(input.page.text, item.passage);
        const text = item.text.trim();
        if (passage === null || seen.has(`${passage}\u0000${text}`)) continue;
        seen.add(`${passage}\u0000${text}`);
        items.push({ text, passage });
      }
      return items.slice(0, max);
    },

    async writeSection(call, input): Promise<string> {
      // Fewer sources, facts and quotes when the window is small; only the numbers offered may be cited.
      const build = (scale: number) => {
        const sources = scaleSources(input.sources, scale);
        return {
          ...writeSectionPrompt({ settings: call.settings, ...input, sources }),
          citations: sources.map((s) => s.n),
        };
      };
      const text = await streamCitedText({
        model: modelsFor(call).languageModel,
        build,
        answerTokens: ANSWER_TOKENS.section,
        call,
        step: "writeSection",
        prices,
        onDelta: input.onDelta,
        ...(input.onRestart ? { onRestart: input.onRestart } : {}),
      });
      if (text.trim() === "") throw new Error(`empty section text (section ${input.sectionIndex + 1})`);
      return text;
    },

    async writeTitle(call, input): Promise<string> {
      const value = await generateStructured({
        model: modelsFor(call).languageModel,
        schema: titleSchema,
        build: (scale) =>
          writeTitlePrompt({
            settings: call.settings,
            ...input,
            summary: scaleText(input.summary, scale, 3000),
          }),
        answerTokens: ANSWER_TOKENS.title,
        call,
        step: "writeTitle",
        prices,
      });
      return cleanTitle(value.title);
    },

    async judgeClaims(call, input) {
      if (input.claims.length === 0) return [];
      const value = await generateStructured({
        model: modelsFor(call).smallModel,
        schema: claimVerdictsSchema,
        build: () => judgeClaimsPrompt({ settings: call.settings, claims: input.claims }),
        answerTokens: ANSWER_TOKENS.perClaim * input.claims.length + 100,
        call,
        step: "judgeClaims",
        prices,
      });
      return value.verdicts;
    },

    async describeCover(call, input): Promise<string> {
      const value = await generateStructured({
        model: modelsFor(call).languageModel,
        schema: coverPromptSchema,
        build: (scale) =>
          describeCoverPrompt({
            settings: call.settings,
            ...input,
            summary: scaleText(input.summary, scale, 1500),
          }),
        answerTokens: ANSWER_TOKENS.cover,
        call,
        step: "describeCover",
        prices,
      });
      return value.prompt.replace(/\s+/g, " ").trim();
    },
  };
}
