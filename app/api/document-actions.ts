// The manual-mode and recovery actions of the document page, one hook per call; each refreshes the document.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutlineBody } from "../../common/api";
import { call } from "./client";
import { queryKeys } from "./keys";

/** The document's path (its id encoded), to which each action adds its own. */
const doc = (id: string) => encodeURIComponent(id);

function useDocumentMutation<TVariables, TData>(id: string, send: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.document(id) }),
  });
}

/** POST /api/document/{id}/retry — after ERROR, resumes from the step that failed. */
export function useRetryDocument(id: string) {
  return useDocumentMutation(id, () =>
    call("POST /api/document/{id}/retry", `/api/document/${doc(id)}/retry`),
  );
}

/** PUT /api/document/{id}/summary {summary} → {message: 'Summary saved!'}; 400 with the spec's messages. */
export function useSaveSummary(id: string) {
  return useDocumentMutation(id, (summary: string) =>
    call("PUT /api/document/{id}/summary", `/api/document/${doc(id)}/summary`, { body: { summary } }),
  );
}

/** POST /api/document/{id}/summary/regenerate — writes the summary again (may answer 402). */
export function useRegenerateSummary(id: string) {
  return useDocumentMutation(id, () =>
    call("POST /api/document/{id}/summary/regenerate", `/api/document/${doc(id)}/summary/regenerate`),
  );
}

/** POST /api/document/{id}/plan — Create Plan (or plan again); may answer 402. */
export function useCreatePlan(id: string) {
  return useDocumentMutation(id, () => call("POST /api/document/{id}/plan", `/api/document/${doc(id)}/plan`));
}

/** PUT /api/document/{id}/outline {title, plan} — 400 INVALID_OUTLINE lists the offending questions. */
export function useSaveOutline(id: string) {
  return useDocumentMutation(id, (outline: OutlineBody) =>
    call("PUT /api/document/{id}/outline", `/api/document/${doc(id)}/outline`, { body: outline }),
  );
}

type GeneratedSection = OutlineBody["plan"]["sections"][number];

/** POST /api/document/{id}/outline/section {outline} → {section}: a new section for the draft. */
export function useGenerateSection(id: string) {
  return useMutation({
    mutationFn: (outline: OutlineBody) =>
      call("POST /api/document/{id}/outline/section", `/api/document/${doc(id)}/outline/section`, {
        body: { outline },
      }),
  });
}

/** POST /api/document/{id}/outline/question {outline, section} → {question}: a new question for a section. */
export function useGenerateQuestion(id: string) {
  return useMutation({
    mutationFn: (body: { outline: OutlineBody; section: GeneratedSection }) =>
      call("POST /api/document/{id}/outline/question", `/api/document/${doc(id)}/outline/question`, { body }),
  });
}

/** POST /api/document/{id}/write — Write Paper from the saved outline; may answer 402. */
export function useWritePaper(id: string) {
  return useDocumentMutation(id, () =>
    call("POST /api/document/{id}/write", `/api/document/${doc(id)}/write`),
  );
}
