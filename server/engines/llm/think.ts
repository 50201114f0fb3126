// Reasoning text kept out of papers (issue 34): reasoning models served locally (DeepSeek-R1, Qwen3,
// QwQ…) write their thinking into the answer's content between <think> and </think>. Some chat
// templates open the tag in the prompt, so the answer holds only the closing tag: then everything
// before it was thinking. Servers that split reasoning out (vLLM's reasoning parser, Ollama's `think`)
// send it as reasoning_content, which the AI SDK keeps apart from the text already.

const OPEN_TAGS = ["<think>", "<thinking>"];
const CLOSE_TAGS = ["</think>", "</thinking>"];

/** The answer without its thinking: closed blocks removed, an unclosed one cut off, an orphan close ending it. */
export function stripThinking(text: string): string {
  const filter = new ThinkFilter();
  const first = filter.push(text);
  return (first.text + filter.flush()).trim();
}

function findTag(lower: string, tags: string[], from = 0): { at: number; length: number } | null {
  let best: { at: number; length: number } | null = null;
  for (const tag of tags) {
    const at = lower.indexOf(tag, from);
    if (at >= 0 && (best === null || at < best.at)) best = { at, length: tag.length };
  }
  return best;
}

/** Length of the longest end of `text` that could be the start of a tag still to come. */
function partialTagLength(lower: string, tags: string[]): number {
  let longest = 0;
  for (const tag of tags) {
    for (let n = Math.min(tag.length - 1, lower.length); n > longest; n--) {
      if (tag.startsWith(lower.slice(lower.length - n))) {
        longest = n;
        break;
      }
    }
  }
  return longest;
}

/**
 * Streams text with the thinking removed, a tag split across chunks included. `retract` is true when
 * a closing tag showed that the text given out so far was thinking: the caller takes it back.
 */
export class ThinkFilter {
  private buffer = "";
  private inside = false;
  private started = false;

  push(chunk: string): { text: string; retract: boolean } {
    this.buffer += chunk;
    let out = "";
    let retract = false;
    for (;;) {
      const lower = this.buffer.toLowerCase();
      if (this.inside) {
        const close = findTag(lower, CLOSE_TAGS);
        if (!close) {
          // Keep only what may begin the closing tag; the rest is thinking.
          this.buffer = this.buffer.slice(this.buffer.length - partialTagLength(lower, CLOSE_TAGS));
          return { text: this.emit(out), retract };
        }
        this.buffer = this.buffer.slice(close.at + close.length);
        this.inside = false;
        continue;
      }
      const open = findTag(lower, OPEN_TAGS);
      const close = findTag(lower, CLOSE_TAGS);
      if (close && (!open || close.at < open.at)) {
        // A closing tag with no opening one: all before it (given out already or not) was thinking.
        out = "";
        retract = this.started || retract;
        this.started = false;
        this.buffer = this.buffer.slice(close.at + close.length);
        continue;
      }
      if (open) {
        out += this.buffer.slice(0, open.at);
        this.buffer = this.buffer.slice(open.at + open.length);
        this.inside = true;
        continue;
      }
      const hold = partialTagLength(lower, [...OPEN_TAGS, ...CLOSE_TAGS]);
      out += this.buffer.slice(0, this.buffer.length - hold);
      this.buffer = this.buffer.slice(this.buffer.length - hold);
      return { text: this.emit(out), retract };
    }
  }

  /** The text held back at the end (a "<thi" that never became a tag); nothing when inside thinking. */
  flush(): string {
    const rest = this.inside ? "" : this.buffer;
    this.buffer = "";
    return this.emit(rest);
  }

  /** Text given out; the answer's first words never start with the blank lines thinking leaves. */
  private emit(text: string): string {
    const shown = this.started ? text : text.trimStart();
    if (shown) this.started = true;
    return shown;
  }
}
