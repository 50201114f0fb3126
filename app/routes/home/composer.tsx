import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { QUERY_MAX_LENGTH } from "../../../common/constants";
import { useBillingEstimate } from "../../api/billing";
import { useConfig } from "../../api/config";
import { useAutoGrow } from "../../hooks/use-auto-grow";
import { isSubmitKey } from "../../lib/composer-rules";
import { lazyDialog, lazyWhen } from "../../lib/lazy-when";
import { AdvancedSection } from "./advanced-section";
import { ComposerToolbar } from "./composer-toolbar";
import { CostEstimate, EstimateWarning } from "./cost-estimate";
import { useComposerSettings } from "./use-composer-settings";
import { useSubmitPaper } from "./use-submit-paper";

// The composer's dialogs load when first opened.
const TemplatesDialog = lazyDialog(() =>
  import("../../dialogs/templates-dialog").then((m) => m.TemplatesDialog),
);
const CustomSourcesDialog = lazyDialog(() =>
  import("../../dialogs/custom-sources/custom-sources-dialog").then((m) => m.CustomSourcesDialog),
);
const RefusalDialog = lazyWhen(
  () => import("../../dialogs/refusal-dialog").then((m) => m.RefusalDialog),
  (props) => props.refusal !== null,
);

/** The home page's question box: the query, its options and dialogs, and Submit. */
export function Composer() {
  const { t } = useTranslation();
  const config = useConfig().data;
  const features = config?.features;
  const settings = useComposerSettings(config);
  const paper = useSubmitPaper(settings);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const [query, setQuery] = useState("");
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [sourcesOpen, setSourcesOpen] = useState(false);

  useAutoGrow(textareaRef, query, 1, 6);
  // What the paper would cost, shown before it starts (billing on): the create gate holds this amount.
  const { model, numberOfSections, automaticMode } = settings;
  const estimate = useBillingEstimate(
    { model, numberOfSections, automaticMode },
    Boolean(features?.billing) && model !== undefined,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    paper.submit(query);
  };

  return (
    <>
      <form onSubmit={onSubmit} aria-label={t("home.composerLabel")}>
        <div className="rounded-2xl border border-zinc-300 bg-white shadow-sm transition-shadow focus-within:border-brand-500 focus-within:shadow-md dark:border-zinc-700 dark:bg-zinc-900">
          <label htmlFor="composer-query" className="sr-only">
            {t("home.queryLabel")}
          </label>
          <textarea
            id="composer-query"
            ref={textareaRef}
            rows={1}
            maxLength={QUERY_MAX_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (isSubmitKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
                e.preventDefault();
                paper.submit(query);
              }
            }}
            placeholder={t("home.placeholder")}
            dir="auto"
            aria-describedby={hintId}
            className="block w-full resize-none bg-transparent px-4 pt-4 pb-2 text-base leading-6 text-zinc-900 placeholder:text-zinc-400 focus:outline-none dark:text-zinc-100 dark:placeholder:text-zinc-500"
          />
          <p id={hintId} className="sr-only">
            {t("home.keyboardHint")}
          </p>
          <ComposerToolbar
            onTemplates={() => setTemplatesOpen(true)}
            onSources={() => setSourcesOpen(true)}
            sourceCount={settings.customSources.length}
            automaticMode={automaticMode}
            onAutomaticModeChange={settings.setAutomaticMode}
            canSubmit={paper.canSubmit(query)}
            pending={paper.pending}
          />
        </div>

        {features?.billing && estimate.data !== undefined ? (
          <CostEstimate costCents={estimate.data}>
            <EstimateWarning costCents={estimate.data} />
          </CostEstimate>
        ) : null}

        {features?.advancedOptions && config ? <AdvancedSection config={config} settings={settings} /> : null}
      </form>

      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        onUse={(prompt) => {
          setQuery(prompt);
          setTemplatesOpen(false);
          requestAnimationFrame(() => textareaRef.current?.focus());
        }}
      />
      <CustomSourcesDialog
        open={sourcesOpen}
        onOpenChange={setSourcesOpen}
        sources={settings.customSources}
        onConfirm={(sources) => {
          settings.setCustomSources(sources);
          setSourcesOpen(false);
        }}
      />
      <RefusalDialog refusal={paper.refusal} facts={paper.refusalFacts} onClose={paper.closeRefusal} />
    </>
  );
}
