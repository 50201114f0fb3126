// GET /api/document/{id}/section/{i}/fetch/edge: a section's text as plain text, what is written so far
// and then live until the section completes.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SECTION_FETCH_DELAY_MS, SECTION_REFRESH_DELAY_MS } from "../../common/constants";
import type { SectionStatus } from "../../common/types";
import { queryKeys } from "./keys";

/**
 * The live text of a section being written: fetched 1 s after it starts GENERATING; when the stream ends
 * the document is refreshed 3 s later (its final text may differ: citations are renumbered). Null while
 * nothing has been streamed.
 */
export function useSectionText(documentId: string, index: number, status: SectionStatus): string | null {
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const generating = status === "GENERATING";

  useEffect(() => {
    if (!generating) return;
    const controller = new AbortController();
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const start = setTimeout(async () => {
      const url = `/api/document/${encodeURIComponent(documentId)}/section/${index}/fetch/edge`;
      try {
        const response = await fetch(url, { signal: controller.signal, credentials: "same-origin" });
        if (!response.ok || !response.body) return;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let received = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += decoder.decode(value, { stream: true });
          setText(received);
        }
        received += decoder.decode();
        setText(received);
      } catch {
        if (controller.signal.aborted) return;
        // A dropped stream: the document's own reads carry the text on.
      }
      // A read under way then is joined, not cancelled: its answer may have arrived already (issue 32, item 8).
      refresh = setTimeout(
        () =>
          void queryClient.invalidateQueries(
            { queryKey: queryKeys.document(documentId) },
            { cancelRefetch: false },
          ),
        SECTION_REFRESH_DELAY_MS,
      );
    }, SECTION_FETCH_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(start);
      if (refresh) clearTimeout(refresh);
    };
  }, [documentId, index, generating, queryClient]);

  return text;
}
