// The heart of a paper (spec §4): toggles at once; if the call fails the change is rolled back and logged.
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { rememberLike, setLike } from "../api/likes";

export function LikeButton({
  documentId,
  isLiked,
  likeCount,
  size = "md",
}: {
  documentId: string;
  isLiked: boolean;
  likeCount: number;
  /** "sm" on the Featured cards. */
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState({ isLiked, likeCount });
  const [busy, setBusy] = useState(false);
  useEffect(() => setState({ isLiked, likeCount }), [isLiked, likeCount]);
  const toggle = async () => {
    if (busy) return;
    const before = state;
    const liked = !before.isLiked;
    setState({ isLiked: liked, likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)) });
    setBusy(true);
    try {
      const saved = await setLike(documentId, liked);
      setState(saved);
      rememberLike(queryClient, documentId, saved);
    } catch (error) {
      console.error("[like] the like could not be saved; rolled back", error);
      setState(before);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={state.isLiked}
      aria-label={state.isLiked ? t("like.unlike") : t("like.like")}
      onClick={() => void toggle()}
      className={clsx(
        "inline-flex items-center rounded-lg border border-zinc-200 font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
        size === "sm" ? "gap-1 px-2 py-1 text-xs" : "gap-1.5 px-3 py-1.5 text-sm",
      )}
    >
      <Heart
        aria-hidden
        className={clsx(
          size === "sm" ? "size-3.5" : "size-4",
          state.isLiked ? "fill-rose-500 text-rose-500" : "text-zinc-500",
        )}
      />
      <span data-testid="like-count">{state.likeCount}</span>
    </button>
  );
}
