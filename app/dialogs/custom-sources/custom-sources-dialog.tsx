import { clsx } from "clsx";
import { FileText, FileUp, History, Link2, X } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOM_SOURCES_MAX } from "../../../common/constants";
import type { CustomSource } from "../../../common/types";
import { useAddCustomSources } from "../../api/custom-sources";
import { displayedUrl, SourceLink } from "../../components/source-link";
import { Button, IconButton } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { mergeSources } from "../../lib/composer-rules";
import { counterTone, linkKey, linksToSubmit, pendingLinkCount } from "../../lib/custom-source-rules";
import { type LinkRow, LinksPanel, newLinkRow } from "./links-panel";
import { PapersPanel } from "./papers-panel";
import { PreviousPanel } from "./previous-panel";
import { UploadPanel } from "./upload-panel";

const tabClass = clsx(
  "inline-flex items-center justify-center gap-1.5 rounded-t-md border-b-2 border-transparent px-1.5 py-2 text-center text-sm leading-tight font-medium text-zinc-600 hover:text-zinc-900 sm:px-2.5 sm:whitespace-nowrap",
  "data-[state=active]:border-brand-600 data-[state=active]:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100",
  "dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-zinc-50",
);

const toneClass = {
  danger: "text-red-600 dark:text-red-400",
  dim: "text-zinc-400 dark:text-zinc-500",
  normal: "text-zinc-700 dark:text-zinc-300",
};

/** Paste links, upload a PDF, add one of your papers, or reuse an earlier source (up to 20). */
export function CustomSourcesDialog({
  open,
  onOpenChange,
  sources,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: CustomSource[];
  onConfirm: (sources: CustomSource[]) => void;
}) {
  const { t } = useTranslation();
  const addSources = useAddCustomSources();
  const [draft, setDraft] = useState<CustomSource[]>(sources);
  const [rows, setRows] = useState<LinkRow[]>(() => [newLinkRow()]);
  const [alert, setAlert] = useState<string | null>(null);
  // Links the server could not read: they stay in their rows to be fixed, but are no source.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [tab, setTab] = useState("links");

  // Each opening starts from the sources the composer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setDraft(sources);
      setRows([newLinkRow()]);
      setAlert(null);
      setFailed(new Set());
      setTab("links");
    }
  }, [open]);

  const existingUrls = draft.map((s) => s.url).filter(Boolean);
  const values = rows.map((r) => r.value);
  const links = linksToSubmit(values, existingUrls);
  const linkCount = pendingLinkCount(values, existingUrls, failed);
  const count = draft.length + linkCount;
  const tone = counterTone(count);
  const full = count >= CUSTOM_SOURCES_MAX;

  // A source added after a failure: the failure's banner is out of date.
  const add = (added: CustomSource[]) => {
    setDraft((d) => mergeSources(d, added).slice(0, CUSTOM_SOURCES_MAX));
    setAlert(null);
  };
  const remove = (id: string) => setDraft((d) => d.filter((s) => s.id !== id));

  const confirm = () => {
    if (links === null || count > CUSTOM_SOURCES_MAX) return;
    setAlert(null);
    if (links.length === 0) return onConfirm(draft);
    addSources.mutate(
      { urls: links, isFile: false },
      {
        onSuccess: (data) => {
          if (!data?.results || data.results.length === 0) {
            setFailed((f) => new Set([...f, ...links.map(linkKey)]));
            setAlert(t("customSources.errorAlert"));
            return;
          }
          onConfirm(mergeSources(draft, data.results).slice(0, CUSTOM_SOURCES_MAX));
        },
        onError: () => {
          setFailed((f) => new Set([...f, ...links.map(linkKey)]));
          setAlert(t("customSources.errorAlert"));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("customSources.title")}
      description={t("customSources.maxText", { max: CUSTOM_SOURCES_MAX })}
      bodyClassName="min-h-[22rem]"
      footer={
        <>
          <p
            data-testid="sources-counter"
            data-tone={tone}
            aria-live="polite"
            className={clsx("w-full text-sm font-medium tabular-nums sm:me-auto sm:w-auto", toneClass[tone])}
          >
            {t("customSources.counter", { n: count, max: CUSTOM_SOURCES_MAX })}
          </p>
          <Button onClick={() => onOpenChange(false)}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            onClick={confirm}
            disabled={links === null || count > CUSTOM_SOURCES_MAX || addSources.isPending}
          >
            {addSources.isPending ? <Spinner /> : null}
            {addSources.isPending ? t("customSources.adding") : t("customSources.confirm")}
          </Button>
        </>
      }
    >
      {alert ? (
        <p
          role="alert"
          className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {alert}
        </p>
      ) : null}

      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label={t("customSources.title")}
          className="mb-4 grid grid-cols-4 gap-1 border-b border-zinc-200 sm:flex dark:border-zinc-800"
        >
          <Tabs.Trigger value="links" className={tabClass}>
            <Link2 aria-hidden className="hidden size-4 sm:block" />
            {t("customSources.tabs.links")}
          </Tabs.Trigger>
          <Tabs.Trigger value="upload" className={tabClass}>
            <FileUp aria-hidden className="hidden size-4 sm:block" />
            {t("customSources.tabs.upload")}
          </Tabs.Trigger>
          <Tabs.Trigger value="papers" className={tabClass}>
            <FileText aria-hidden className="hidden size-4 sm:block" />
            {t("customSources.tabs.papers")}
          </Tabs.Trigger>
          <Tabs.Trigger value="previous" className={tabClass}>
            <History aria-hidden className="hidden size-4 sm:block" />
            {t("customSources.tabs.previous")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="links">
          <LinksPanel
            rows={rows}
            onRowsChange={setRows}
            existingUrls={existingUrls}
            sourceCount={draft.length}
          />
        </Tabs.Content>
        <Tabs.Content value="upload">
          <UploadPanel
            full={full}
            onAdded={add}
            onEmptyResult={() => setAlert(t("customSources.errorAlert"))}
          />
        </Tabs.Content>
        <Tabs.Content value="papers">
          <PapersPanel
            chosen={draft}
            full={full}
            onAdd={(s) => add([s])}
            onRemove={remove}
            active={tab === "papers"}
          />
        </Tabs.Content>
        <Tabs.Content value="previous">
          <PreviousPanel
            chosen={draft}
            full={full}
            onAdd={(s) => add([s])}
            onRemove={remove}
            active={tab === "previous"}
          />
        </Tabs.Content>
      </Tabs.Root>

      {draft.length > 0 ? (
        <section className="mt-5" aria-labelledby="chosen-sources-title">
          <h3 id="chosen-sources-title" className="mb-2 text-sm font-semibold">
            {t("customSources.chosen")}
          </h3>
          <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {draft.map((s) => (
              <li key={s.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p dir="auto" className="truncate text-sm font-medium">
                    {s.title || (s.url ? displayedUrl(s.url) : "")}
                  </p>
                  {s.url ? (
                    <p className="flex text-xs text-zinc-500 dark:text-zinc-400">
                      <SourceLink url={s.url} />
                    </p>
                  ) : null}
                </div>
                <IconButton
                  aria-label={t("customSources.removeNamed", { title: s.title || displayedUrl(s.url) })}
                  onClick={() => remove(s.id)}
                  className="size-8"
                >
                  <X aria-hidden className="size-4" />
                </IconButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Modal>
  );
}
