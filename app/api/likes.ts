// Liking a paper: POST/DELETE /api/document/{id}/like → {isLiked, likeCount}.
import type { LikeResponse } from "../../common/api";
import { api } from "./client";

export function setLike(id: string, liked: boolean): Promise<LikeResponse> {
  return api<LikeResponse>(`/api/document/${encodeURIComponent(id)}/like`, {
    method: liked ? "POST" : "DELETE",
  });
}
