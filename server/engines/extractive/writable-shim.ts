// TEMPORARY until server/text/writable.ts lands.
export function isWritable(sentence: string, _context?: { previous?: string; heading?: string }): boolean {
  const s = sentence.trim();
  if (s.length < 25 || s.length > 600) return false;
  if (!/[.!?:;。！？)"'”’`]$/u.test(s)) return false;
  if (/^(this|these|that|those|it|they|but|however|also|still|such)\b/iu.test(s)) return false;
  if (/copyright|©|all rights reserved|permission to make/iu.test(s)) return false;
  if (/^(figure|fig\.|table)\s*\d/iu.test(s)) return false;
  return /\p{Ll}/u.test(s);
}
