import { describe, expect, it } from "vitest";
import { SEARCH_TYPES } from "../../common/constants";
import type { CustomSource, ModelOption, PublicConfig } from "../../common/types";
import {
  defaultSearchTypes,
  estimateWarning,
  isSubmitKey,
  mergeSources,
  offeredSearchTypes,
  pickDefaultModel,
  submitBlock,
  submittableQuery,
  toggleSearchType,
} from "./composer-rules";

const model = (id: string, enabled = true, proOnly = false): ModelOption => ({
  id,
  label: id,
  provider: "OPENAI",
  enabled,
  proOnly,
});

const features = (over: Partial<PublicConfig["features"]> = {}): PublicConfig["features"] => ({
  advancedOptions: true,
  billing: false,
  demo: { enabled: false, expiresAt: null, expired: false, contactURL: null },
  hosted: { enabled: false, paperCap: null, logoURL: null },
  whiteLabel: { enabled: false, theme: null, logoURL: null },
  paperQuota: null,
  outage: false,
  usageWarning: null,
  communityChatURL: null,
  salesContactURL: null,
  requireEmailVerification: false,
  ...over,
});

describe("composer rules", () => {
  it("never unticks the last search type and keeps the usual order", () => {
    expect(toggleSearchType(["web", "news", "scholar"], "news", SEARCH_TYPES)).toEqual(["web", "scholar"]);
    expect(toggleSearchType(["scholar"], "scholar", SEARCH_TYPES)).toEqual(["scholar"]);
    expect(toggleSearchType(["scholar"], "web", SEARCH_TYPES)).toEqual(["web", "scholar"]);
  });

  it("offers Library, ticked at first, only when a library is configured; it may be the only one ticked", () => {
    expect(offeredSearchTypes(false)).toEqual(["web", "news", "scholar"]);
    expect(defaultSearchTypes(false)).toEqual(["web", "news", "scholar"]);
    const offered = offeredSearchTypes(true);
    expect(offered).toEqual(["web", "news", "scholar", "library"]);
    expect(defaultSearchTypes(true)).toEqual(["web", "news", "scholar", "library"]);
    let ticked = defaultSearchTypes(true);
    for (const type of ["web", "news", "scholar"] as const) ticked = toggleSearchType(ticked, type, offered);
    expect(ticked).toEqual(["library"]);
    expect(toggleSearchType(ticked, "library", offered)).toEqual(["library"]);
    expect(toggleSearchType(ticked, "news", offered)).toEqual(["news", "library"]);
  });

  it("never submits an empty or blank query", () => {
    expect(submittableQuery("")).toBeNull();
    expect(submittableQuery("  \n\t ")).toBeNull();
    expect(submittableQuery("  why is the sky blue? \n")).toBe("why is the sky blue?");
  });

  it("submits on Enter but not on Shift+Enter or while composing", () => {
    expect(isSubmitKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(isSubmitKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(isSubmitKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(isSubmitKey({ key: "a", shiftKey: false })).toBe(false);
  });

  it("picks the default model only when it can be chosen", () => {
    expect(pickDefaultModel([model("a"), model("b")], "b")).toBe("b");
    expect(pickDefaultModel([model("a", false), model("b", true, true), model("c")], "a")).toBe("c");
    expect(pickDefaultModel([], "offline")).toBe("offline");
  });

  it("blocks a submission for an outage, an expired trial, a reached paper cap or quota", () => {
    expect(submitBlock(features(), 100)).toBeNull();
    expect(submitBlock(features({ outage: true }), 0)).toBe("outage");
    const trial = { enabled: true, expiresAt: "2026-01-01T00:00:00.000Z", expired: false, contactURL: null };
    expect(submitBlock(features({ demo: trial }), 0)).toBeNull();
    expect(submitBlock(features({ demo: { ...trial, expired: true } }), 0)).toBe("trial");
    expect(submitBlock(features(), 4, 5)).toBeNull();
    expect(submitBlock(features(), 5, 5)).toBe("cap");
    expect(submitBlock(features(), undefined, 5)).toBeNull();
    const hosted = { enabled: true, paperCap: 3, logoURL: null };
    expect(submitBlock(features({ hosted }), 2)).toBeNull();
    expect(submitBlock(features({ hosted }), 3)).toBe("cap");
    expect(submitBlock(features({ hosted: { ...hosted, enabled: false } }), 3)).toBeNull();
  });

  it("merges sources without duplicates", () => {
    const s = (id: string, url: string): CustomSource => ({ id, url, title: id, snippet: "", kind: "link" });
    expect(
      mergeSources(
        [s("1", "https://a.com")],
        [s("1", "x"), s("2", "https://a.com"), s("3", "https://b.com")],
      ).map((x) => x.id),
    ).toEqual(["1", "3"]);
  });
});

describe("the estimate line's warning (email threshold)", () => {
  const usage = { monthUsage: 800, held: 0, emailThreshold: 1000 };
  it("warns when the paper alone costs more than the threshold", () => {
    expect(estimateWarning(1001, { ...usage, monthUsage: 0 })).toBe("paper");
  });
  it("warns when the paper would take the month past it, counting credits held by running papers", () => {
    expect(estimateWarning(201, usage)).toBe("month");
    expect(estimateWarning(200, usage)).toBeNull();
    expect(estimateWarning(101, { ...usage, held: 100 })).toBe("month");
  });
  it("says nothing once the month is already past it", () => {
    expect(estimateWarning(50, { ...usage, monthUsage: 1200 })).toBeNull();
  });
});
