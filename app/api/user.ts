import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CountResponse, CustomSourcesResponse, UserResponse } from "../../common/api";
import type { PresentedUser } from "../../common/types";
import { api } from "./client";
import { queryKeys } from "./keys";

/** GET /api/user — the signed-in user. */
export function useUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => api<UserResponse>("/api/user", { signal }),
    select: (data) => data.user,
  });
}

export type UpdateUserResult = { user: PresentedUser } | { message: string };

/** PATCH /api/user {name, email} — answers {user}, or {message:"Email Sent"} when the email changes. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string }) =>
      api<UpdateUserResult>("/api/user", { method: "PATCH", body }),
    onSuccess: (data) => {
      if ("user" in data) queryClient.setQueryData<UserResponse>(queryKeys.user, { user: data.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/** GET /api/user/document-count — for papers remaining and the hosted paper cap. */
export function useDocumentCount(enabled = true) {
  return useQuery({
    queryKey: queryKeys.documentCount,
    queryFn: ({ signal }) => api<CountResponse>("/api/user/document-count", { signal }),
    select: (data) => data.count,
    enabled,
  });
}

/** GET /api/user/custom-sources — sources the user uploaded or added before. */
export function usePreviousCustomSources(enabled = true) {
  return useQuery({
    queryKey: queryKeys.customSources,
    queryFn: ({ signal }) => api<CustomSourcesResponse>("/api/user/custom-sources", { signal }),
    select: (data) => data.customSources,
    enabled,
  });
}
