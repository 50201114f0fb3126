// Step "refine query": turn the user's question into 3–5 search queries.
import { REFINED_QUERIES_MAX, REFINED_QUERIES_MIN, type SearchType } from "../../../../common/constants";
import type { DocumentSettings } from "../../../../common/types";
import { languageName, preamble } from "./common";

export function refineQueriesPrompt(input: {
  settings: DocumentSettings;
  query: string;
  searchTypes: readonly SearchType[];
  customSourceTitles: string[];
}): { system: string; prompt: string } {
  const system = [
    preamble(input.settings),
    `Your task: write ${REFINED_QUERIES_MIN} to ${REFINED_QUERIES_MAX} search-engine queries that together find the best material to answer the user's question.`,
    "Each query is short (3 to 10 words), specific, and covers a different angle of the question; no two queries are the same.",
    `Tag each query with the search type that suits it: ${input.searchTypes.join(", ")} (web: general pages, news: recent events, scholar: academic papers).`,
    `Write the queries in ${languageName(input.settings.locale)} unless the subject is better searched in English.`,
    "When the question mentions a time (this year, recent, latest), use today's date to make the query precise.",
  ].join("\n");
  const sources =
    input.customSourceTitles.length > 0
      ? `\n\nThe user also attached these sources (already available, no need to search for them):\n${input.customSourceTitles.map((t) => `- ${t}`).join("\n")}`
      : "";
  return { system, prompt: `User question:\n${input.query.trim()}${sources}` };
}
