// createSources wires the layer from its configuration; with only the library, nothing leaves the machine.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSources, sourcesConfigFrom } from "./index";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createSources", () => {
  it("searches and reads library pages without opening any connection", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "treatise-sources-"));
    writeFileSync(
      path.join(dir, "glaciers.md"),
      "# Glaciers\n\nGlaciers carve valleys as the ice slowly moves downhill.",
    );
    const connect = vi.spyOn(net.Socket.prototype, "connect");
    const sources = createSources(sourcesConfigFrom({ LIBRARY_DIR: dir }), { watchLibrary: false });
    try {
      expect(sources.library).toBeDefined();
      const results = await sources.search.search({ query: "glaciers valleys", type: "library", num: 5 });
      expect(results.map((r) => r.url)).toEqual(["library://glaciers.md"]);
      const page = await sources.reader.read("library://glaciers.md");
      expect(page.title).toBe("Glaciers");
      const chunks = await sources.retriever.topChunks({
        query: "ice",
        texts: [{ url: page.url, title: page.title, text: page.text }],
        topK: 5,
      });
      expect(chunks[0]?.text).toContain("ice slowly moves");
      expect(connect).not.toHaveBeenCalled();
    } finally {
      sources.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has no library when LIBRARY_DIR is unset", () => {
    const sources = createSources(sourcesConfigFrom({}));
    expect(sources.library).toBeUndefined();
    expect(sources.search.chainFor("web")).toEqual(["wikipedia"]);
  });
});
