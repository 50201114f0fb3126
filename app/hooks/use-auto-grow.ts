import { type RefObject, useLayoutEffect } from "react";

/** Grows a textarea with its text between `minRows` and `maxRows` lines, then scrolls inside. */
export function useAutoGrow(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  minRows = 1,
  maxRows = 6,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height depends on the text, read from the element
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = Number.parseFloat(style.lineHeight) || 24;
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    const border = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
    el.style.height = "auto";
    const min = line * minRows + padding + border;
    const max = line * maxRows + padding + border;
    const wanted = el.scrollHeight + border;
    el.style.height = `${Math.min(Math.max(wanted, min), max)}px`;
    el.style.overflowY = wanted > max ? "auto" : "hidden";
  }, [ref, value, minRows, maxRows]);
}
