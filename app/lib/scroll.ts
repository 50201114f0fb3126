// Infinite scroll: load the next page once the reader has scrolled past a fraction of the list.

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the visible bottom edge is at or past `threshold` (0–1) of the content, or nothing scrolls. */
export function isPastThreshold(box: ScrollBox, threshold: number): boolean {
  if (box.scrollHeight <= box.clientHeight) return true;
  return (box.scrollTop + box.clientHeight) / box.scrollHeight >= threshold;
}
