import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COVER_HEIGHT, COVER_WIDTH } from "../../../common/constants";
import { testCall } from "../offline/test-corpus";
import { designCover, MOTIFS } from "./design";
import { covers, installedFonts } from "./font";
import { createOfflineCoverGenerator, renderCover, renderCoverAsync } from "./generator";

const sha = (png: Uint8Array) => createHash("sha256").update(png).digest("hex");

describe("offline cover generator", () => {
  it("draws the same cover off the main thread as on it", async () => {
    const input = { title: "Tides of the North Sea", query: "How do tides work?" };
    const sync = renderCover(input);
    const async = await renderCoverAsync(input);
    expect(Buffer.from(async.png).equals(Buffer.from(sync.png))).toBe(true);
    expect(async.prompt).toBe(sync.prompt);
  });

  const generator = createOfflineCoverGenerator();

  it("renders a 2000×2500 PNG and describes it", async () => {
    const call = testCall();
    const input = {
      title: "2022 Luzon Earthquake: Abra River Fault and Ilocos Region",
      query: "2022 Luzon earthquake",
      prompt: "",
    };
    const { png, prompt } = await generator.generate(call, input);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", COVER_WIDTH, COVER_HEIGHT]);
    expect(generator.name).toBe("offline");
    expect(prompt).toContain(`"${input.title}"`);
    expect(prompt).toContain("set in bold type");
    expect(call.events).toEqual([
      { kind: "image", provider: "offline", units: 1, costMicroCents: 0, step: "cover" },
    ]);
  });

  it("gives the same bytes for the same title and question, and another cover for another title", () => {
    const a = renderCover({ title: "Hungarian Parliamentary Election 2022", query: "Hungarian election" });
    const b = renderCover({ title: "Hungarian Parliamentary Election 2022", query: "Hungarian election" });
    const c = renderCover({
      title: "Hungarian Parliamentary Election 2022: Results",
      query: "Hungarian election",
    });
    expect(sha(a.png)).toBe(sha(b.png));
    expect(a.prompt).toBe(b.prompt);
    expect(sha(c.png)).not.toBe(sha(a.png));
  });

  it("draws every motif and layout without failing", async () => {
    const seen = new Set<string>();
    for (let i = 0; seen.size < MOTIFS.length * 2 && i < 80; i++) {
      const input = { title: `A study of topic number ${i}`, query: `topic ${i}` };
      const design = designCover(input);
      const key = `${design.motif}/${design.layout}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { png } = renderCover(input);
      const stats = await sharp(png).stats();
      // Not a blank page: the channels vary.
      expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
    }
    expect(seen.size).toBe(MOTIFS.length * 2);
  });

  it("sets an Arabic title with the bundled sans face", () => {
    const { prompt } = renderCover({
      title: "الانتخابات البرلمانية: النتائج والتداعيات",
      query: "الانتخابات",
    });
    expect(prompt).toContain("set in bold type");
  });

  it("leaves out a title no installed font can draw, and says so", async () => {
    const title = "中国中产阶层：收入、财务状况与特点";
    const drawable = installedFonts().some((f) => covers(f, title));
    const { png, prompt } = renderCover({ title, query: "中国中产阶层" });
    expect((await sharp(png).metadata()).width).toBe(COVER_WIDTH);
    if (drawable) expect(prompt).toContain("set in bold type");
    else expect(prompt).toContain("is not drawn because no installed font covers its script");
  });
});
