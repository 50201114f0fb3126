// What a provider call cost (model, embedding, search, image, page), and where it is recorded. Shared by
// engines/ and sources/ (both call paid providers), so neither has to import the other.

/** What a provider call cost; recorded on the document (integer micro-cents: 1 cent = 1e6). */
export interface UsageEvent {
  kind: "model" | "embedding" | "search" | "image" | "page";
  provider: string;
  model?: string;
  inputTokens?: number;
  outputTokens?: number;
  units?: number;
  costMicroCents: number;
  step?: string;
  /** Why the cost is what it is when that is not obvious (e.g. a model with no known price costs 0). */
  note?: string;
}

export interface UsageRecorder {
  record(event: UsageEvent): void | Promise<void>;
}
