import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex, shortHash, shortLink } from "./short-link";

const nodeSha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

describe("sha256Hex", () => {
  it("matches the FIPS 180-4 test vectors", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("matches node:crypto at every padding boundary and for non-ASCII text", () => {
    const inputs = [55, 56, 57, 63, 64, 65, 119, 120, 1000].map((n) => "a".repeat(n));
    inputs.push("https://example.com/ä/日本語?q=✓", "😀".repeat(40));
    for (const s of inputs) expect(sha256Hex(s)).toBe(nodeSha256(s));
  });
});

describe("short links", () => {
  it("are the first 6 hex characters of the url's SHA-256", () => {
    const url = "https://example.com/papers/attention-is-all-you-need.pdf";
    expect(shortHash(url)).toBe(nodeSha256(url).slice(0, 6));
    expect(shortHash(url)).toMatch(/^[0-9a-f]{6}$/);
  });

  it("show the host and the hash, without www", () => {
    const url = "https://www.example.com/a/very/long/path?with=query";
    expect(shortLink(url)).toBe(`example.com/${nodeSha256(url).slice(0, 6)}`);
    expect(shortLink("not a url")).toBe(nodeSha256("not a url").slice(0, 6));
  });
});
