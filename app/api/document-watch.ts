// GET /api/document/{id}/watch/edge?updatedAt={ms}: the document's event stream (UPDATE, KEEP_ALIVE).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { queryKeys } from "./keys";

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 15_000;

/**
 * `read` run one at a time: asked while a read is under way, it runs once more after that read (however
 * often it was asked meanwhile) rather than cancelling it — a cancelled read's answer may already have
 * arrived, and the next read would fetch the same changes again (issue 32, item 8).
 */
export function oneReadAtATime(read: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await read().catch(() => undefined);
      } while (again);
      running = null;
    })();
    return running;
  };
}

/**
 * While `enabled`, listens to the document's event stream and refetches the document on UPDATE, one read at
 * a time (UPDATEs during a read make one more read after it). After a drop it reconnects (backing off) with
 * the last updatedAt it knows, so no change is missed or repeated.
 */
export function useDocumentWatch(id: string, updatedAt: string | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const known = useRef(0);
  const seen = updatedAt ? Date.parse(updatedAt) : 0;
  if (seen > known.current) known.current = seen;

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const queryKey = queryKeys.document(id);
    // A read already under way (the page's first) is waited for, not cancelled, and followed by one more.
    const read = oneReadAtATime(async () => {
      const underWay = queryClient.isFetching({ queryKey }) > 0;
      await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      if (underWay) await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    });
    const refetch = () => void read();

    const connect = () => {
      const url = `/api/document/${encodeURIComponent(id)}/watch/edge?updatedAt=${known.current}`;
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener("UPDATE", (event) => {
        failures = 0;
        const at = Number((event as MessageEvent<string>).data);
        if (Number.isFinite(at) && at > known.current) known.current = at;
        refetch();
      });
      source.addEventListener("KEEP_ALIVE", () => {
        failures = 0;
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        failures += 1;
        const delay = Math.min(RECONNECT_MIN_MS * 2 ** (failures - 1), RECONNECT_MAX_MS);
        timer = setTimeout(() => {
          // Whatever changed while disconnected is read now; the stream then carries on from there.
          refetch();
          connect();
        }, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [id, enabled, queryClient]);
}
