// The words for a generated cover (coverImage.prompt): what the offline generator draws for a title.
import { type CoverDesign, designCover, type Motif } from "./design";
import { chooseFonts } from "./font";

const MOTIF_WORDS: Record<Motif, string> = {
  orbits: "concentric orbits and arcs",
  waves: "layered flowing waves",
  tiles: "a grid of Bauhaus-style geometric tiles",
  rays: "a radiating sunburst of rays",
  strata: "layered mountain ridges under a low sun",
};

function article(word: string): string {
  return /^[aeiou]/u.test(word) ? "an" : "a";
}

export function describeDesign(d: CoverDesign, titleDrawn: boolean): string {
  const [sky = "", a, b, c] = d.palette.names;
  const art = `Generative abstract cover: ${MOTIF_WORDS[d.motif]} in ${a}, ${b} and ${c} on ${article(sky)} ${sky} ground`;
  if (!titleDrawn) {
    return `${art}, filling the whole page; the title "${d.title}" is not drawn because no installed font covers its script. No photographs, no people.`;
  }
  const where =
    d.layout === "panel"
      ? `above a ${d.dark ? "dark" : "light"} title panel`
      : "filling the page behind the title";
  return `${art}, ${where}; the title "${d.title}" set in bold type, with the topic "${d.topic}" above it. No photographs, no people.`;
}

/** A prompt describing the cover that the offline generator draws for this title and question. */
export function describeCoverDesign(input: { title: string; query: string }): string {
  const d = designCover(input);
  return describeDesign(d, chooseFonts(d.title, d.topic).title !== null);
}
