// Step "check citations" (issue 31): the sentences of a section that the rules could not decide, each with
// the evidence of the source it cites and of the closest other sources, judged in one call.
import type { DocumentSettings } from "../../../../common/types";
import type { ClaimToJudge } from "../../types";
import { clip, preamble } from "./common";

export function judgeClaimsPrompt(input: { settings: DocumentSettings; claims: ClaimToJudge[] }): {
  system: string;
  prompt: string;
} {
  const system = [
    preamble(input.settings),
    "Your task: check sentences of a research paper against the evidence of their sources. For each claim answer:",
    '- verdict "supported" when one source\'s evidence states everything the sentence says (numbers, dates, names included), "partial" when it states only part of it, "unsupported" when none does;',
    "- source: the number of the source whose evidence supports the sentence as written (it may differ from the cited one), or null;",
    "- rewrite: unless the verdict is \"supported\", the sentence rewritten to say only what one source's evidence says, in the paper's language, ending with that source's citation as [n]; \"\" when no evidence fits the sentence's topic.",
    "Judge only from the evidence shown, never from what you know.",
  ].join("\n");
  const prompt = input.claims
    .map((c) => {
      const evidence = c.evidence
        .map((e) => e.passages.map((p) => `[${e.n}] "${clip(p.trim(), 600)}"`).join("\n"))
        .join("\n");
      return `Claim ${c.id}: ${c.sentence}\nCited: ${c.cited.map((n) => `[${n}]`).join("")}\nEvidence:\n${evidence}`;
    })
    .join("\n\n");
  return { system, prompt };
}
