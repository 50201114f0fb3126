// Step 1: refine the question into 3–5 search queries, each for one of the document's search types.
import { REFINED_QUERIES_MAX, REFINED_QUERIES_MIN } from "../../../common/constants";
import type { RefinedQuery } from "../../../common/types";
import { updateDocument } from "../../documents/store";
import { INTERNAL_ERRORS } from "../../errors";
import type { StepContext } from "./step-context";

export async function refineQueries(ctx: StepContext): Promise<void> {
  const { doc } = ctx;
  if (!doc.query.trim()) throw new Error(INTERNAL_ERRORS.noUserQuery);
  const types = doc.settings.searchTypes;
  const proposed = await ctx.engine.refineQueries(ctx.call("refine"), {
    query: doc.query,
    searchTypes: types,
    customSourceTitles: doc.customSources.map((s) => s.title),
  });
  const seen = new Set<string>();
  const queries: RefinedQuery[] = [];
  for (const q of proposed) {
    const text = q.query.trim();
    const type = q.searchType && types.includes(q.searchType) ? q.searchType : undefined;
    const key = `${type}:${text.toLowerCase()}`;
    if (!text || seen.has(key)) continue;
    seen.add(key);
    queries.push({
      ...q,
      query: text,
      searchType: type ?? (types.find((t) => t !== "custom") as RefinedQuery["searchType"]),
      locale: doc.settings.locale,
    });
  }
  if (queries.length < REFINED_QUERIES_MIN) {
    // Never fewer than the spec's minimum: the question itself fills the gap, once per search type.
    for (const type of types) {
      if (queries.length >= REFINED_QUERIES_MIN) break;
      const key = `${type}:${doc.query.trim().toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queries.push({
        query: doc.query.trim(),
        searchType: type as RefinedQuery["searchType"],
        locale: doc.settings.locale,
      });
    }
  }
  await updateDocument(
    ctx.deps,
    doc.id,
    {
      summary: { ...doc.summary, refinedQueries: queries.slice(0, REFINED_QUERIES_MAX) },
      stage: "SEARCHING",
    },
    { events: ["Generated Refined Queries"] },
  );
}
