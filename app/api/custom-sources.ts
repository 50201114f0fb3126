import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomSource } from "../../common/types";
import { call, postMultipart } from "./client";
import { queryKeys } from "./keys";

/** POST /api/document/custom-sources {urls, fileKey, isFile} → {results}. */
export function useAddCustomSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { urls: string[]; fileKey?: string | null; isFile: boolean }) =>
      call("POST /api/document/custom-sources", "/api/document/custom-sources", { body }),
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
      const presigned = await call(
        "POST /api/document/custom-sources/get-presigned-url",
        "/api/document/custom-sources/get-presigned-url",
        { body: { filename: file.name, contentType: file.type || "application/pdf" } },
      );
      await postMultipart(presigned.url, presigned.fields, file);
      const key = presigned.fields.key ?? presigned.fields.Key;
      if (!key) throw new Error("The upload answer has no file key");
      return key;
    },
  });
}

export type { CustomSource };
