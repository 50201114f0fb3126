// The offline research engine: every model step of the pipeline done by retrieval and extraction, with no
// model key. It never writes a fact of its own: every sentence of a summary or section is a sentence of a
// passage it cites, with that passage's number. All its choices come from one evidence index
// (server/sources/retrieval/evidence.ts).
import { INFORMATION_MAX, SECTION_URLS_MAX, SECTION_URLS_MIN } from "../../../common/constants";
import { languageOfLocale } from "../../text/language";
import { describeCoverDesign } from "../cover/describe";
import type { EngineCall, ResearchEngine } from "../types";
import { extractFacts, sectionQuery } from "./extract";
import { nextQuestion, nextSection, planOutline } from "./outline";
import { rankPreferringLanguage } from "./prefer-language";
import { refineQueries } from "./refine";
import { composeSummary } from "./summary";
import { composeTitle } from "./title";
import { composeSection } from "./write";

export const OFFLINE_PROVIDER = "offline";

function begin(call: EngineCall, step: string) {
  call.signal?.throwIfAborted();
  // The offline engine costs nothing, but its steps are recorded like any model call.
  void call.usage.record({
    kind: "model",
    provider: OFFLINE_PROVIDER,
    model: OFFLINE_PROVIDER,
    costMicroCents: 0,
    step: call.step ?? step,
  });
  return languageOfLocale(call.settings.locale);
}

/** How rare words are in the collection the material comes from, when the pipeline knows one. */
function rarity(call: EngineCall) {
  return call.background ? { background: call.background } : {};
}

/** The engine used when no model key is configured (and whenever the user picks "Offline"). */
export function createOfflineEngine(): ResearchEngine {
  return {
    kind: "offline",
    writesAfterAllRead: true,

    async refineQueries(call, input) {
      return refineQueries(input, begin(call, "refineQueries"));
    },

    async curateSources(call, input) {
      const language = begin(call, "curateSources");
      return rankPreferringLanguage({
        queries: [{ text: input.query, weight: 1 }],
        results: input.results,
        min: input.min,
        max: input.max,
        language,
      });
    },

    async writeSummary(call, input) {
      return composeSummary({ ...input, ...rarity(call) }, begin(call, "writeSummary"));
    },

    async planSections(call, input) {
      return planOutline({ ...input, ...rarity(call) }, begin(call, "planSections"));
    },

    async generateSection(call, input) {
      return nextSection({ ...input, ...rarity(call) }, begin(call, "generateSection"));
    },

    async generateQuestion(call, input) {
      return nextQuestion({ ...input, ...rarity(call) }, begin(call, "generateQuestion"));
    },

    async choosePages(call, input) {
      const language = begin(call, "choosePages");
      return rankPreferringLanguage({
        queries: [
          ...sectionQuery(input.section).map((text) => ({ text, weight: 1 })),
          { text: input.query, weight: 1 },
        ],
        results: input.candidates,
        min: input.min ?? SECTION_URLS_MIN,
        max: input.max ?? SECTION_URLS_MAX,
        language,
      });
    },

    async extractInformation(call, input) {
      return extractFacts(
        { ...input, max: input.max ?? INFORMATION_MAX, ...rarity(call) },
        begin(call, "extractInformation"),
      );
    },

    async writeSection(call, input) {
      const language = begin(call, "writeSection");
      return composeSection(
        {
          ...input,
          ...rarity(call),
          onDelta: async (delta) => {
            call.signal?.throwIfAborted();
            await input.onDelta(delta);
          },
        },
        language,
      );
    },

    async writeTitle(call, input) {
      return composeTitle(input.query, input.sectionTitles, begin(call, "writeTitle"), [input.summary]);
    },

    async describeCover(call, input) {
      begin(call, "describeCover");
      return describeCoverDesign({ title: input.title, query: input.query });
    },
  };
}
