// Pure rules of the home composer (spec §2, §4, §5).
import { DEFAULT_SEARCH_TYPES, SEARCH_TYPES, type SearchType } from "../../common/constants";
import type { CustomSource, ModelOption, PublicConfig } from "../../common/types";

/** The search types the composer offers: web, news, scholar, and the local library when one is configured. */
export type ComposerSearchType = SearchType | "library";

export function offeredSearchTypes(library: boolean): ComposerSearchType[] {
  return library ? [...SEARCH_TYPES, "library"] : [...SEARCH_TYPES];
}

/** Ticked at first: web, news and scholar, plus Library when the installation has one. */
export function defaultSearchTypes(library: boolean): ComposerSearchType[] {
  return library ? [...DEFAULT_SEARCH_TYPES, "library"] : [...DEFAULT_SEARCH_TYPES];
}

/** Ticks or unticks a search type; the last ticked one cannot be unticked. */
export function toggleSearchType<T extends string>(current: readonly T[], type: T, order: readonly T[]): T[] {
  if (current.includes(type)) {
    return current.length <= 1 ? [...current] : current.filter((t) => t !== type);
  }
  return order.filter((t) => t === type || current.includes(t));
}

export function isModelSelectable(model: ModelOption): boolean {
  return model.enabled && !model.proOnly;
}

/** The configured default model when it can be chosen, else the first one that can. */
export function pickDefaultModel(models: readonly ModelOption[], defaultModel: string): string | undefined {
  const preferred = models.find((m) => m.id === defaultModel);
  if (preferred && isModelSelectable(preferred)) return preferred.id;
  return models.find(isModelSelectable)?.id ?? (models.length === 0 ? defaultModel : undefined);
}

/** The query to send, or null when it must not be submitted (empty or whitespace only). */
export function submittableQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

/** Enter submits; Shift+Enter (and Enter while an input method composes) adds a line. */
export function isSubmitKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing;
}

export type SubmitBlock = "outage" | "trial" | "cap" | null;

/**
 * What stops a submission before it reaches the server: a declared outage, an expired trial, the
 * hosted variant's paper cap or the account's paper quota reached. The server enforces the same.
 */
export function submitBlock(
  features: PublicConfig["features"],
  documentCount: number | undefined,
  paperQuota: number | null = null,
): SubmitBlock {
  if (features.outage) return "outage";
  if (features.demo.enabled && features.demo.expired) return "trial";
  if (documentCount === undefined) return null;
  const cap = features.hosted.enabled ? features.hosted.paperCap : null;
  if (cap !== null && documentCount >= cap) return "cap";
  if (paperQuota !== null && documentCount >= paperQuota) return "cap";
  return null;
}

/** Adds sources, skipping any whose id or url is already there. */
export function mergeSources(
  existing: readonly CustomSource[],
  added: readonly CustomSource[],
): CustomSource[] {
  const out = [...existing];
  for (const source of added) {
    if (out.some((s) => s.id === source.id || (source.url !== "" && s.url === source.url))) continue;
    out.push(source);
  }
  return out;
}

/** What the month looks like to the estimate line: usage so far, credits held by running papers, the email alert. */
export interface UsageSoFar {
  monthUsage: number;
  held: number;
  emailThreshold: number;
}

/**
 * Whether the estimate line warns (billing's usage limits): "paper" when the paper alone is estimated
 * above the email threshold, "month" when it would take this month's usage past it. Once the month is
 * past it (the mail was sent), every paper would warn, so none does.
 */
export function estimateWarning(estimateCents: number, usage: UsageSoFar): "paper" | "month" | null {
  if (estimateCents > usage.emailThreshold) return "paper";
  const before = usage.monthUsage + usage.held;
  if (before <= usage.emailThreshold && before + estimateCents > usage.emailThreshold) return "month";
  return null;
}
