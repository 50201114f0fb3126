import { useInfiniteQuery } from "@tanstack/react-query";
import { call } from "./client";
import { queryKeys } from "./keys";

/** GET /api/featured?cursor= — featured articles by other users, 15 a page. */
export function useFeatured() {
  const query = useInfiniteQuery({
    queryKey: queryKeys.featured,
    queryFn: ({ pageParam, signal }) =>
      call(
        "GET /api/featured",
        pageParam ? `/api/featured?cursor=${encodeURIComponent(pageParam)}` : "/api/featured",
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
