// Downloading a finished paper: ask the server for the file of a format, then let the browser save it.
import { useMutation } from "@tanstack/react-query";
import type { DownloadFormat } from "../../common/constants";
import { call } from "./client";

/** GET /api/document/{id}/download?format=… → {url}: the file, made once per version of the paper. */
export function useDownloadDocument(id: string, options: { shared?: boolean } = {}) {
  // A shared paper (its share page) downloads through the public share route.
  const query = (format: DownloadFormat, evidence?: boolean) =>
    `format=${encodeURIComponent(format)}${evidence ? "&evidence=true" : ""}`;
  return useMutation({
    // evidence: with the Evidence appendix (each checked sentence and the passage it cites).
    mutationFn: ({ format, evidence }: { format: DownloadFormat; evidence?: boolean }) =>
      options.shared
        ? call(
            "GET /api/share/{id}/download",
            `/api/share/${encodeURIComponent(id)}/download?${query(format, evidence)}`,
          )
        : call(
            "GET /api/document/{id}/download",
            `/api/document/${encodeURIComponent(id)}/download?${query(format, evidence)}`,
          ),
    // The file answers with Content-Disposition: attachment, so following it saves it and the page stays.
    onSuccess: ({ url }) => {
      const link = document.createElement("a");
      link.href = url;
      link.download = "";
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}
