// The heart of a paper (spec §4): toggles at once; if the call fails the change is rolled back and logged
// (useToggleLike). It shows the like of the read it is given, which the toggle updates.
import { clsx } from "clsx";
import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toggledLike, useToggleLike } from "../api/likes";

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
  const toggle = useToggleLike(documentId);
  const onClick = () => {
    if (!toggle.isPending) toggle.mutate(toggledLike({ isLiked, likeCount }));
  };
  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={isLiked ? t("like.unlike") : t("like.like")}
      onClick={onClick}
      className={clsx(
        "inline-flex items-center rounded-lg border border-zinc-200 font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
        size === "sm" ? "gap-1 px-2 py-1 text-xs" : "gap-1.5 px-3 py-1.5 text-sm",
      )}
    >
      <Heart
        aria-hidden
        className={clsx(
          size === "sm" ? "size-3.5" : "size-4",
          isLiked ? "fill-rose-500 text-rose-500" : "text-zinc-500",
        )}
      />
      <span data-testid="like-count">{likeCount}</span>
    </button>
  );
}
