// The outline of a paper waiting for review, as Markdown (what `treatise write --manual` prints).
import type { PresentedDocument } from "../../common/types";

export function outlineMarkdown(doc: PresentedDocument): string {
  const sections = doc.content.plan?.sections ?? [];
  const lines = [`# ${doc.content.title || doc.title || doc.content.summary.userQuery}`, ""];
  for (const s of sections) {
    lines.push(`## ${s.id + 1}. ${s.title}`, "");
    if (s.description.trim()) lines.push(s.description.trim(), "");
    for (const sub of s.subSections) lines.push(`- ${sub.question}`);
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
