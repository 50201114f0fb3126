import { describe, expect, it } from "vitest";
import {
  canAddLinkRow,
  checkUpload,
  counterTone,
  isValidLink,
  linkKey,
  linkRowStates,
  linksToSubmit,
  paperAsSource,
  pendingLinkCount,
} from "./custom-source-rules";

describe("link rows", () => {
  it("accepts only absolute http(s) links", () => {
    expect(isValidLink("https://example.com/a?b=1")).toBe(true);
    expect(isValidLink(" http://en.wikipedia.org/wiki/Paper ")).toBe(true);
    expect(isValidLink("example.com")).toBe(false);
    expect(isValidLink("ftp://example.com/file")).toBe(false);
    expect(isValidLink("javascript:alert(1)")).toBe(false);
    expect(isValidLink("https://exa mple.com")).toBe(false);
    expect(isValidLink("https://intranet")).toBe(false);
    expect(isValidLink("")).toBe(false);
  });

  it("marks empty, invalid and duplicate rows", () => {
    const rows = ["https://a.com/x", "", "not a link", "https://a.com/x/", "https://b.com", "https://c.com"];
    expect(linkRowStates(rows, ["https://c.com/"])).toEqual([
      "valid",
      "empty",
      "invalid",
      "duplicate",
      "valid",
      "duplicate",
    ]);
  });

  it("submits valid rows, ignores empty ones, and refuses while any row is wrong", () => {
    expect(linksToSubmit(["https://a.com", " ", " https://b.com "])).toEqual([
      "https://a.com",
      "https://b.com",
    ]);
    expect(linksToSubmit(["https://a.com", "oops"])).toBeNull();
    expect(linksToSubmit(["https://a.com", "https://a.com"])).toBeNull();
    expect(linksToSubmit(["", ""])).toEqual([]);
  });

  it("stops adding rows at the maximum", () => {
    expect(canAddLinkRow(18, 1, 20)).toBe(true);
    expect(canAddLinkRow(18, 2, 20)).toBe(false);
    expect(canAddLinkRow(0, 20, 20)).toBe(false);
  });
});

describe("the counter's link rows", () => {
  it("counts valid new links only: not empty, invalid or duplicate rows, nor links the server could not read", () => {
    const rows = [
      "https://a.example/x",
      "not a link",
      "",
      "https://a.example/x",
      "https://b.example",
      "https://c.example",
    ];
    expect(pendingLinkCount(rows)).toBe(3);
    expect(pendingLinkCount(rows, ["https://b.example"])).toBe(2);
    expect(pendingLinkCount(rows, [], new Set([linkKey("https://c.example")]))).toBe(2);
    expect(pendingLinkCount(["not a link"])).toBe(0);
  });
});

describe("counter colour", () => {
  it("is red above max − 2 and dimmed at max − 10 or fewer", () => {
    expect(counterTone(0, 20)).toBe("dim");
    expect(counterTone(10, 20)).toBe("dim");
    expect(counterTone(11, 20)).toBe("normal");
    expect(counterTone(18, 20)).toBe("normal");
    expect(counterTone(19, 20)).toBe("danger");
    expect(counterTone(20, 20)).toBe("danger");
  });
});

describe("uploads and papers", () => {
  it("accepts PDFs of at most 2 MB", () => {
    expect(checkUpload({ name: "a.pdf", type: "application/pdf", size: 2 * 1024 * 1024 })).toBe("ok");
    expect(checkUpload({ name: "a.pdf", type: "application/pdf", size: 2 * 1024 * 1024 + 1 })).toBe("size");
    expect(checkUpload({ name: "a.PDF", type: "", size: 10 })).toBe("ok");
    expect(checkUpload({ name: "a.png", type: "image/png", size: 10 })).toBe("type");
    expect(checkUpload({ name: "a.pdf", type: "text/plain", size: 10 })).toBe("type");
  });
  it("adds a paper with its share link as url", () => {
    expect(paperAsSource({ id: "d1", title: "On tides" }, "https://t.example")).toEqual({
      id: "d1",
      title: "On tides",
      snippet: "",
      url: "https://t.example/share/d1",
      kind: "document",
    });
  });
});
