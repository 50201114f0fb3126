// The Download menu of a finished paper: PDF, Word, Markdown and BibTeX, with or without the Evidence
// appendix (off by default).
import { Check, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DOWNLOAD_FORMATS } from "../../../common/constants";
import { useDownloadDocument } from "../../api/downloads";
import { apiErrorKey } from "../../api/errors";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

export function DownloadMenu({ documentId, shared = false }: { documentId: string; shared?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadDocument(documentId, { shared });
  const [withEvidence, setWithEvidence] = useState(false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("document.download.label")}
        disabled={download.isPending}
        className="inline-flex items-center gap-2 rounded-lg border border-zinc-200 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 disabled:opacity-60 data-[state=open]:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800"
      >
        {download.isPending ? <Spinner /> : <Download aria-hidden className="size-4" />}
        {download.isPending ? t("document.download.preparing") : t("document.download.button")}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-zinc-200 bg-white p-1 shadow-xl dark:border-zinc-800 dark:bg-zinc-900"
        >
          {DOWNLOAD_FORMATS.map((format) => (
            <DropdownMenu.Item
              key={format}
              className={itemClass}
              onSelect={() =>
                download.mutate(
                  { format, evidence: withEvidence && format !== "bib" },
                  { onError: (error) => toast.error(t(apiErrorKey(error))) },
                )
              }
            >
              {t(`document.download.${format}`)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
          <DropdownMenu.CheckboxItem
            className={itemClass}
            checked={withEvidence}
            onCheckedChange={(checked) => setWithEvidence(checked === true)}
            // The menu stays open: the person picks a format next.
            onSelect={(event) => event.preventDefault()}
          >
            <span aria-hidden className="inline-flex size-4 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <Check className="size-4" />
              </DropdownMenu.ItemIndicator>
            </span>
            {t("evidence.withAppendix")}
          </DropdownMenu.CheckboxItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
