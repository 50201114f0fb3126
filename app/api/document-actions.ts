// The manual-mode and recovery actions of the document page, one hook per call; each refreshes the document.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutlineBody } from "../../common/api";
import type { SubSection } from "../../common/types";
import { api } from "./client";
import { queryKeys } from "./keys";

const path = (id: string, rest: string) => `/api/document/${encodeURIComponent(id)}/${rest}`;

function useDocumentMutation<TVariables, TData>(id: string, call: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.document(id) }),
  });
}

/** POST /api/document/{id}/retry — after ERROR, resumes from the step that failed. */
export function useRetryDocument(id: string) {
  return useDocumentMutation(id, () => api<{ ok: true }>(path(id, "retry"), { method: "POST" }));
}

/** PUT /api/document/{id}/summary {summary} → {message: 'Summary saved!'}; 400 with the spec's messages. */
export function useSaveSummary(id: string) {
  return useDocumentMutation(id, (summary: string) =>
    api<{ message: string }>(path(id, "summary"), { method: "PUT", body: { summary } }),
  );
}

/** POST /api/document/{id}/summary/regenerate — writes the summary again (may answer 402). */
export function useRegenerateSummary(id: string) {
  return useDocumentMutation(id, () => api<{ ok: true }>(path(id, "summary/regenerate"), { method: "POST" }));
}

/** POST /api/document/{id}/plan — Create Plan (or plan again); may answer 402. */
export function useCreatePlan(id: string) {
  return useDocumentMutation(id, () => api<{ ok: true }>(path(id, "plan"), { method: "POST" }));
}

/** PUT /api/document/{id}/outline {title, plan} — 400 INVALID_OUTLINE lists the offending questions. */
export function useSaveOutline(id: string) {
  return useDocumentMutation(id, (outline: OutlineBody) =>
    api<{ ok: true }>(path(id, "outline"), { method: "PUT", body: outline }),
  );
}

type GeneratedSection = OutlineBody["plan"]["sections"][number];

/** POST /api/document/{id}/outline/section {outline} → {section}: a new section for the draft. */
export function useGenerateSection(id: string) {
  return useMutation({
    mutationFn: (outline: OutlineBody) =>
      api<{ section: GeneratedSection }>(path(id, "outline/section"), { method: "POST", body: { outline } }),
  });
}

/** POST /api/document/{id}/outline/question {outline, section} → {question}: a new question for a section. */
export function useGenerateQuestion(id: string) {
  return useMutation({
    mutationFn: (body: { outline: OutlineBody; section: GeneratedSection }) =>
      api<{ question: Pick<SubSection, "question" | "searchQuery"> }>(path(id, "outline/question"), {
        method: "POST",
        body,
      }),
  });
}

/** POST /api/document/{id}/write — Write Paper from the saved outline; may answer 402. */
export function useWritePaper(id: string) {
  return useDocumentMutation(id, () => api<{ ok: true }>(path(id, "write"), { method: "POST" }));
}
