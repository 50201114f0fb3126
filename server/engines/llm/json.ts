// Finds the JSON in a model's answer: the whole text, a ```json fence, or the first balanced
// object or array inside prose. Models in JSON mode mostly answer clean JSON; the rest is robustness.

/** Every JSON value the text contains, in order of preference (duplicates removed). */
export function extractJsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  const seen = new Set<string>();
  const tryParse = (candidate: string) => {
    const trimmed = candidate.trim();
    if (!trimmed || seen.has(trimmed)) return;
    seen.add(trimmed);
    try {
      values.push(JSON.parse(trimmed));
    } catch {
      // not JSON; try the next candidate
    }
  };
  tryParse(text);
  for (const match of text.matchAll(/```[a-zA-Z0-9_-]*[^\S\n]*\n?([\s\S]*?)```/g)) {
    if (match[1] !== undefined) tryParse(match[1]);
  }
  for (const block of balancedBlocks(text)) tryParse(block);
  // Only objects and arrays are answers (a bare "1" is not); objects first, since every schema is one.
  const objects = values.filter((v) => v !== null && typeof v === "object" && !Array.isArray(v));
  return [...objects, ...values.filter(Array.isArray)];
}

/** Top-level {...} and [...] spans, string- and escape-aware. */
function balancedBlocks(text: string): string[] {
  const blocks: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch !== "{" && ch !== "[") {
      i++;
      continue;
    }
    const end = matchingEnd(text, i);
    if (end < 0) {
      i++;
      continue;
    }
    blocks.push(text.slice(i, end + 1));
    i = end + 1;
  }
  return blocks;
}

function matchingEnd(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{") stack.push("}");
    else if (ch === "[") stack.push("]");
    else if (ch === "}" || ch === "]") {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
