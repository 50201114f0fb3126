import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddCustomSourcesResponse, PresignedUrlResponse } from "../../common/api";
import type { CustomSource } from "../../common/types";
import { api, postMultipart } from "./client";
import { queryKeys } from "./keys";

/** POST /api/document/custom-sources {urls, fileKey, isFile} → {results}. */
export function useAddCustomSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { urls: string[]; fileKey?: string | null; isFile: boolean }) =>
      api<AddCustomSourcesResponse>("/api/document/custom-sources", { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.customSources }),
  });
}

/**
 * Uploads one PDF: POST …/get-presigned-url {filename, contentType} → {url, fields}, then the multipart
 * form (all fields plus `file`) to that url; resolves with the stored file's key.
 */
export function useUploadFile() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const presigned = await api<PresignedUrlResponse>("/api/document/custom-sources/get-presigned-url", {
        method: "POST",
        body: { filename: file.name, contentType: file.type || "application/pdf" },
      });
      await postMultipart(presigned.url, presigned.fields, file);
      const key = presigned.fields.key ?? presigned.fields.Key;
      if (!key) throw new Error("The upload answer has no file key");
      return key;
    },
  });
}

export type { CustomSource };
