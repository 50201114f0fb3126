import { type RefObject, useCallback, useEffect } from "react";
import { isPastThreshold } from "../lib/scroll";

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page when the scroll box is scrolled past `threshold` of its content, and also when
 * a page does not fill the box (so a tall screen still gets every page it can show).
 */
export function useInfiniteScroll(ref: RefObject<HTMLElement | null>, pager: Pager, threshold: number) {
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = pager;
  const check = useCallback(() => {
    const el = ref.current;
    if (!el || !hasNextPage || isFetchingNextPage || isFetching) return;
    if (isPastThreshold(el, threshold)) void fetchNextPage();
  }, [ref, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, threshold]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener("scroll", check, { passive: true });
    check();
    return () => el.removeEventListener("scroll", check);
  }, [ref, check]);
}
