import { FileUp } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CustomSource } from "../../../common/types";
import { useAddCustomSources, useUploadFile } from "../../api/custom-sources";
import { Spinner } from "../../components/ui/spinner";
import { checkUpload } from "../../lib/custom-source-rules";
import { toast } from "../../lib/toast";

type Busy = "uploading" | "generating" | null;

/** Upload one PDF: 'Uploading ...', then 'Generating title and snippet...', then a toast. */
export function UploadPanel({
  full,
  onAdded,
  onEmptyResult,
}: {
  full: boolean;
  onAdded: (sources: CustomSource[]) => void;
  onEmptyResult: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const addSources = useAddCustomSources();
  const [busy, setBusy] = useState<Busy>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const check = checkUpload(file);
    if (check === "type") return void toast.error(t("customSources.upload.pdfOnly"));
    if (check === "size") return void toast.error(t("customSources.upload.tooLarge"));
    try {
      setBusy("uploading");
      const fileKey = await upload.mutateAsync(file);
      setBusy("generating");
      const data = await addSources.mutateAsync({ urls: [], fileKey, isFile: true });
      if (!data?.results || data.results.length === 0) {
        onEmptyResult();
        toast.error(t("customSources.upload.failed"));
        return;
      }
      onAdded(data.results);
      toast.success(t("customSources.upload.success"));
    } catch {
      toast.error(t("customSources.upload.failed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("customSources.upload.help")}</p>
      <input
        ref={inputRef}
        id="custom-source-file"
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("customSources.upload.choose")}
        onChange={onFile}
      />
      <button
        type="button"
        disabled={busy !== null || full}
        onClick={() => inputRef.current?.click()}
        className="flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-zinc-300 px-4 py-10 text-sm text-zinc-600 hover:border-brand-500 hover:bg-brand-50/40 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:text-zinc-400 dark:hover:bg-brand-900/10"
      >
        {busy ? (
          <Spinner
            className="size-5"
            label={
              busy === "uploading"
                ? t("customSources.upload.uploading")
                : t("customSources.upload.generating")
            }
          />
        ) : (
          <>
            <FileUp aria-hidden className="size-6" />
            <span className="font-medium text-zinc-800 dark:text-zinc-200">
              {t("customSources.upload.choose")}
            </span>
            <span className="text-xs">{t("customSources.upload.limits")}</span>
          </>
        )}
      </button>
    </div>
  );
}
