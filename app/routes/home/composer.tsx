import { ArrowUp, ChevronDown, ChevronUp, LayoutTemplate, Paperclip } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  NUMBER_OF_SECTIONS_DEFAULT,
  QUERY_MAX_LENGTH,
} from "../../../common/constants";
import type { CustomSource } from "../../../common/types";
import { useBillingEstimate } from "../../api/billing";
import { isApiError } from "../../api/client";
import { useConfig } from "../../api/config";
import { useCreateDocument } from "../../api/documents";
import { apiErrorKey, hasCode } from "../../api/errors";
import { useDocumentCount, useUser } from "../../api/user";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAppDialogs } from "../../dialogs/app-dialogs-context";
import { useAutoGrow } from "../../hooks/use-auto-grow";
import { useStoredFlag } from "../../hooks/use-stored-flag";
import {
  type ComposerSearchType,
  defaultSearchTypes,
  isSubmitKey,
  offeredSearchTypes,
  pickDefaultModel,
  submitBlock,
  submittableQuery,
} from "../../lib/composer-rules";
import { formatNumber } from "../../lib/format";
import { lazyDialog } from "../../lib/lazy-when";
import { STORAGE_KEYS } from "../../lib/storage";
import { toast } from "../../lib/toast";
import { AdvancedOptions } from "./advanced-options";
import { AutoModeToggle } from "./auto-mode-toggle";
import { CostEstimate, EstimateWarning } from "./cost-estimate";

// The composer's dialogs load when first opened.
const TemplatesDialog = lazyDialog(() =>
  import("../../dialogs/templates-dialog").then((m) => m.TemplatesDialog),
);
const CustomSourcesDialog = lazyDialog(() =>
  import("../../dialogs/custom-sources/custom-sources-dialog").then((m) => m.CustomSourcesDialog),
);
const NotEnoughCreditsDialog = lazyDialog(() =>
  import("../../dialogs/credits-dialogs").then((m) => m.NotEnoughCreditsDialog),
);
const UsageLimitDialog = lazyDialog(() =>
  import("../../dialogs/credits-dialogs").then((m) => m.UsageLimitDialog),
);
const DemoCompleteDialog = lazyDialog(() =>
  import("../../dialogs/credits-dialogs").then((m) => m.DemoCompleteDialog),
);

type Refusal = "credits" | "usage" | "trial" | "cap" | "quota" | null;

const TRIAL_SEEN_KEY = "treatise.trialExpiredSeen";

export function Composer() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig().data;
  const features = config?.features;
  const hostedCap = features?.hosted.enabled ? features.hosted.paperCap : null;
  const paperQuota = useUser().data?.paperQuota ?? null;
  const documentCount = useDocumentCount(hostedCap !== null || paperQuota !== null).data;
  const create = useCreateDocument();
  const dialogs = useAppDialogs();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  const [query, setQuery] = useState("");
  const [model, setModel] = useState<string | undefined>(undefined);
  // The paper is written in the interface's language unless the person picks another in Advanced options.
  const [chosenLocale, setLocale] = useState<Locale | null>(null);
  const proOnlyLocales = config?.proOnlyLocales ?? [];
  // The interface's language is the default paper language unless it is Pro only (then English).
  const locale: Locale =
    chosenLocale ??
    (isLocale(i18n.language) && !proOnlyLocales.includes(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  const [numberOfSections, setNumberOfSections] = useState(NUMBER_OF_SECTIONS_DEFAULT);
  const library = Boolean(config?.library);
  const [searchTypes, setSearchTypes] = useState<ComposerSearchType[]>(() => defaultSearchTypes(library));
  const [automaticMode, setAutomaticMode] = useState(true);
  const [customSources, setCustomSources] = useState<CustomSource[]>([]);
  const [advancedOpen, setAdvancedOpen] = useStoredFlag(STORAGE_KEYS.advancedOptions, false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);

  useAutoGrow(textareaRef, query, 1, 6);
  // What the paper would cost, shown before it starts (billing on): the create gate holds this amount.
  const estimate = useBillingEstimate(
    { model, numberOfSections, automaticMode },
    Boolean(features?.billing) && model !== undefined,
  );

  useEffect(() => {
    if (config && model === undefined) setModel(pickDefaultModel(config.models, config.defaultModel));
  }, [config, model]);

  // The library is known once the configuration has loaded: tick it then, once (spec: ticked by default).
  const libraryTicked = useRef(false);
  useEffect(() => {
    if (!library || libraryTicked.current) return;
    libraryTicked.current = true;
    setSearchTypes((types) => (types.includes("library") ? types : [...types, "library"]));
  }, [library]);

  const showAdvanced = Boolean(features?.advancedOptions) && advancedOpen;

  // An expired trial is said when the app opens (once a browser session), not first on Submit.
  const trialExpired = Boolean(features?.demo.expired);
  useEffect(() => {
    if (!trialExpired) return;
    try {
      if (sessionStorage.getItem(TRIAL_SEEN_KEY)) return;
      sessionStorage.setItem(TRIAL_SEEN_KEY, "1");
    } catch {
      // Storage refused (private mode): said again on the next visit, which is harmless.
    }
    setRefusal("trial");
  }, [trialExpired]);

  const submit = () => {
    const text = submittableQuery(query);
    if (text === null || create.isPending || !features) return;
    const block = submitBlock(features, documentCount, paperQuota);
    if (block === "outage") return dialogs.openOutage();
    if (block === "trial" || block === "cap") return setRefusal(block);
    create.mutate(
      {
        query: text,
        model,
        locale,
        searchTypes,
        customSources: customSources.map(({ id, title, snippet, url, kind }) => ({
          id,
          title,
          snippet,
          url,
          kind,
        })),
        numberOfSections,
        automaticMode,
      },
      {
        onSuccess: (data) => navigate(`/d/${data.document.id}`),
        onError: (error) => {
          if (isApiError(error, 402)) setRefusal("credits");
          else if (hasCode(error, "USAGE_LIMIT_EXCEEDED")) setRefusal("usage");
          else if (hasCode(error, "PAPER_CAP_REACHED")) setRefusal("cap");
          else if (hasCode(error, "PAPER_QUOTA_REACHED")) setRefusal("quota");
          else if (hasCode(error, "TRIAL_EXPIRED")) setRefusal("trial");
          else if (hasCode(error, "OUTAGE")) dialogs.openOutage();
          else toast.error(t(apiErrorKey(error)));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const canSubmit = submittableQuery(query) !== null && !create.isPending && Boolean(features);

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
                submit();
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
          <div className="flex flex-wrap items-center gap-1.5 px-2.5 pt-1 pb-2.5">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setTemplatesOpen(true)}
              aria-label={t("home.templates")}
            >
              <LayoutTemplate aria-hidden className="size-4" />
              <span className="hidden sm:inline">{t("home.templates")}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setSourcesOpen(true)}
              aria-label={t("home.customSourcesLabel", { n: customSources.length })}
            >
              <Paperclip aria-hidden className="size-4" />
              <span className="hidden sm:inline">{t("home.customSources")}</span>
              {customSources.length > 0 ? (
                <span
                  aria-hidden
                  data-testid="custom-sources-badge"
                  className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white dark:bg-brand-500"
                >
                  {formatNumber(customSources.length, i18n.language)}
                </span>
              ) : null}
            </Button>
            <AutoModeToggle checked={automaticMode} onCheckedChange={setAutomaticMode} />
            <Button
              type="submit"
              variant="primary"
              size="sm"
              className="ms-auto"
              disabled={!canSubmit}
              aria-label={t("home.submit")}
            >
              {create.isPending ? <Spinner /> : <ArrowUp aria-hidden className="size-4" />}
              <span className="hidden sm:inline">{t("home.submit")}</span>
            </Button>
          </div>
        </div>

        {features?.billing && estimate.data !== undefined ? (
          <CostEstimate costCents={estimate.data}>
            <EstimateWarning costCents={estimate.data} />
          </CostEstimate>
        ) : null}

        {features?.advancedOptions ? (
          <div className="mt-3">
            <button
              type="button"
              aria-expanded={showAdvanced}
              aria-controls="advanced-options"
              onClick={() => setAdvancedOpen(!advancedOpen)}
              className="inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
            >
              {advancedOpen ? (
                <ChevronUp aria-hidden className="size-4" />
              ) : (
                <ChevronDown aria-hidden className="size-4" />
              )}
              {advancedOpen ? t("home.hideAdvanced") : t("home.showAdvanced")}
            </button>
            {showAdvanced && config ? (
              <AdvancedOptions
                id="advanced-options"
                models={config.models}
                model={model}
                onModelChange={setModel}
                locale={locale}
                proOnlyLocales={proOnlyLocales}
                onLocaleChange={setLocale}
                numberOfSections={numberOfSections}
                onNumberOfSectionsChange={setNumberOfSections}
                offeredSearchTypes={offeredSearchTypes(library)}
                searchTypes={searchTypes}
                onSearchTypesChange={setSearchTypes}
                onCustomSearch={dialogs.openSalesContact}
              />
            ) : null}
          </div>
        ) : null}
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
        sources={customSources}
        onConfirm={(sources) => {
          setCustomSources(sources);
          setSourcesOpen(false);
        }}
      />
      <NotEnoughCreditsDialog
        open={refusal === "credits"}
        onOpenChange={(open) => setRefusal(open ? "credits" : null)}
        onAction={() => {
          setRefusal(null);
          dialogs.openAddCredits();
        }}
      />
      <UsageLimitDialog
        open={refusal === "usage"}
        onOpenChange={(open) => setRefusal(open ? "usage" : null)}
        onAction={() => {
          setRefusal(null);
          dialogs.openBilling("usageLimits");
        }}
      />
      <DemoCompleteDialog
        open={refusal === "trial" || refusal === "cap" || refusal === "quota"}
        onOpenChange={(open) => (open ? undefined : setRefusal(null))}
        reason={refusal === "trial" ? "trial" : "cap"}
        limit={refusal === "quota" ? paperQuota : refusal === "cap" ? (hostedCap ?? paperQuota) : null}
        contactURL={(refusal === "trial" ? features?.demo.contactURL : features?.salesContactURL) ?? null}
      />
    </>
  );
}
