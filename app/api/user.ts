import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserResponse, UserResponse } from "../../common/api";
import type { Locale } from "../../common/constants";
import { call } from "./client";
import { queryKeys } from "./keys";

/** GET /api/user — the signed-in user. */
export function useUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => call("GET /api/user", "/api/user", { signal }),
    select: (data) => data.user,
  });
}

export type UpdateUserResult = UpdateUserResponse;

/** PATCH /api/user {name, email} — answers {user}, or {emailSent: true, message:"Email Sent"} when the email changes. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string }) => call("PATCH /api/user", "/api/user", { body }),
    onSuccess: (data) => {
      if ("user" in data) queryClient.setQueryData<UserResponse>(queryKeys.user, { user: data.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/**
 * PATCH /api/user {locale} — the interface language kept with the account (null: the browser's).
 * The cached user changes at once, so the interface switches before the server answers; a refusal
 * puts the previous language back.
 */
export function useSaveInterfaceLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale | null) => call("PATCH /api/user", "/api/user", { body: { locale } }),
    onMutate: async (locale) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.user });
      const previous = queryClient.getQueryData<UserResponse>(queryKeys.user);
      if (previous)
        queryClient.setQueryData<UserResponse>(queryKeys.user, { user: { ...previous.user, locale } });
      return { previous };
    },
    onError: (_error, _locale, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.user, context.previous);
    },
    onSuccess: (data) => {
      if ("user" in data) queryClient.setQueryData<UserResponse>(queryKeys.user, { user: data.user });
    },
  });
}

/** GET /api/user/document-count — for papers remaining and the hosted paper cap. */
export function useDocumentCount(enabled = true) {
  return useQuery({
    queryKey: queryKeys.documentCount,
    queryFn: ({ signal }) => call("GET /api/user/document-count", "/api/user/document-count", { signal }),
    select: (data) => data.count,
    enabled,
  });
}

/** GET /api/user/custom-sources — sources the user uploaded or added before. */
export function usePreviousCustomSources(enabled = true) {
  return useQuery({
    queryKey: queryKeys.customSources,
    queryFn: ({ signal }) => call("GET /api/user/custom-sources", "/api/user/custom-sources", { signal }),
    select: (data) => data.customSources,
    enabled,
  });
}
