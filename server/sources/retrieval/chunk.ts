// Splits a text into chunks of at most CHUNK_SIZE characters, each next chunk starting exactly
// CHUNK_OVERLAP characters before the previous one ends. A chunk ends at the best boundary in its last
// fifth: a paragraph break, else a sentence end, else a line break, else a space, else the hard limit.
import { CHUNK_OVERLAP, CHUNK_SIZE } from "../../../common/constants";

export interface TextChunk {
  text: string;
  /** Character offset of the chunk in the text. */
  start: number;
}

const SENTENCE_END = /[.!?。！？…](?=\s|$)|[。！？]/g;

/** The end offset (exclusive) of the chunk that starts at `start`. */
function chunkEnd(text: string, start: number, size: number, overlap: number): number {
  const hardEnd = start + size;
  const windowStart = Math.max(start + overlap + 1, hardEnd - Math.floor(size / 5));
  const window = text.slice(windowStart, hardEnd);
  const candidates: number[] = [];

  const paragraph = window.lastIndexOf("\n\n");
  if (paragraph >= 0) candidates.push(windowStart + paragraph + 2);
  if (!candidates.length) {
    let last = -1;
    for (const match of window.matchAll(SENTENCE_END)) last = (match.index ?? 0) + match[0].length;
    if (last > 0) candidates.push(windowStart + last);
  }
  if (!candidates.length) {
    const line = window.lastIndexOf("\n");
    if (line >= 0) candidates.push(windowStart + line + 1);
  }
  if (!candidates.length) {
    const space = Math.max(window.lastIndexOf(" "), window.lastIndexOf("\t"), window.lastIndexOf("\u3000"));
    if (space >= 0) candidates.push(windowStart + space + 1);
  }
  let end = candidates[0] ?? hardEnd;
  if (end > hardEnd) end = hardEnd;
  // Never split a surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return end;
}

/** Splits text into overlapping chunks (defaults: 1000 characters, 100 overlap). */
export function chunkText(text: string, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): TextChunk[] {
  if (overlap >= size) throw new Error("chunk overlap must be smaller than the chunk size");
  const chunks: TextChunk[] = [];
  let start = 0;
  while (start < text.length) {
    if (text.length - start <= size) {
      chunks.push({ text: text.slice(start), start });
      break;
    }
    const end = chunkEnd(text, start, size, overlap);
    chunks.push({ text: text.slice(start, end), start });
    start = end - overlap;
  }
  return chunks;
}
