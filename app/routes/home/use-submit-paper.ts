import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useConfig } from "../../api/config";
import { useCreateDocument } from "../../api/documents";
import { apiErrorKey, hasCode } from "../../api/errors";
import { useDocumentCount, useUser } from "../../api/user";
import { useAppDialogs } from "../../dialogs/app-dialogs-context";
import { type Refusal, type RefusalFacts, refusalFromError } from "../../dialogs/refusals";
import { submitBlock, submittableQuery } from "../../lib/composer-rules";
import { toast } from "../../lib/toast";
import type { ComposerSettings } from "./use-composer-settings";

const TRIAL_SEEN_KEY = "treatise.trialExpiredSeen";

/**
 * Starting a paper from the composer: what stops it before the server (outage, an ended trial, the paper
 * cap), the refusals the server answers with, and on success the paper's page.
 */
export function useSubmitPaper(settings: ComposerSettings) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const features = useConfig().data?.features;
  const hostedCap = features?.hosted.enabled ? features.hosted.paperCap : null;
  const paperQuota = useUser().data?.paperQuota ?? null;
  const documentCount = useDocumentCount(hostedCap !== null || paperQuota !== null).data;
  const create = useCreateDocument();
  const dialogs = useAppDialogs();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

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

  const submit = (query: string) => {
    const text = submittableQuery(query);
    if (text === null || create.isPending || !features) return;
    const block = submitBlock(features, documentCount, paperQuota);
    if (block === "outage") return dialogs.openOutage();
    if (block === "trial" || block === "cap") return setRefusal(block);
    const { model, locale, searchTypes, customSources, numberOfSections, automaticMode } = settings;
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
          const refused = refusalFromError(error);
          if (refused) setRefusal(refused);
          else if (hasCode(error, "OUTAGE")) dialogs.openOutage();
          else toast.error(t(apiErrorKey(error)));
        },
      },
    );
  };

  const refusalFacts: RefusalFacts = {
    paperQuota,
    hostedCap,
    demoContactURL: features?.demo.contactURL ?? null,
    salesContactURL: features?.salesContactURL ?? null,
  };
  return {
    submit,
    pending: create.isPending,
    canSubmit: (query: string) => submittableQuery(query) !== null && !create.isPending && Boolean(features),
    refusal,
    refusalFacts,
    closeRefusal: () => setRefusal(null),
  };
}
