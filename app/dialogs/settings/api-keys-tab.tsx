import { Copy, KeyRound, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_KEY_NAME_MAX_LENGTH } from "../../../common/constants";
import type { CreatedApiKey, PresentedApiKey } from "../../../common/types";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../../api/api-keys";
import { apiErrorKey, hasCode } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { TextField } from "../../components/ui/field";
import { LoadingBlock, Spinner } from "../../components/ui/spinner";
import { formatShortDate } from "../../lib/date-groups";
import { toast } from "../../lib/toast";
import { cellClass, SettingsTable } from "./settings-table";

/** API keys: create one with a name (shown once), the list (name, created, last used), revoke. */
export function ApiKeysTab() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="space-y-6">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("settings.apiKeys.intro")}{" "}
        <a href="/api/docs" target="_blank" rel="noreferrer" className="font-medium underline">
          {t("settings.apiKeys.reference")}
        </a>
      </p>
      <CreateKeyForm onCreated={setCreated} />
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <KeyList />
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameMissing = !name.trim();
    setError(nameMissing ? t("settings.apiKeys.nameRequired") : null);
    // A key outlives the session: the server asks for the password again.
    setPasswordError(password ? null : t("auth.errors.passwordTooShort"));
    if (nameMissing || !password) return;
    create.mutate(
      { name: name.trim(), password },
      {
        onSuccess: (key) => {
          setName("");
          setPassword("");
          onCreated(key);
        },
        onError: (e) => {
          if (hasCode(e, "WRONG_PASSWORD")) setPasswordError(t("auth.errors.invalidCredentials"));
          else setError(t(apiErrorKey(e)));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-0 flex-1"
        label={t("settings.apiKeys.name")}
        name="apiKeyName"
        value={name}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        placeholder={t("settings.apiKeys.namePlaceholder")}
        onChange={(e) => setName(e.target.value)}
        error={error}
      />
      <TextField
        className="min-w-0 flex-1"
        label={t("auth.password")}
        name="apiKeyPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <Spinner /> : <KeyRound aria-hidden className="size-4" />}
        {t("settings.apiKeys.create")}
      </Button>
    </form>
  );
}

/** The new key, the only time it is shown. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(t("settings.apiKeys.copied"));
    } catch {
      toast.error(t("common.somethingWentWrong"));
    }
  };
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/30"
    >
      <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {t("settings.apiKeys.shownOnce", { name: created.name })}
      </p>
      <div className="flex items-center gap-2">
        <code
          dir="ltr"
          data-testid="new-api-key"
          className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1.5 font-mono text-xs text-zinc-900 select-all dark:bg-zinc-950 dark:text-zinc-100"
        >
          {created.key}
        </code>
        <Button size="sm" variant="ghost" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {t("settings.apiKeys.copy")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t("settings.apiKeys.done")}
        </Button>
      </div>
    </div>
  );
}

function KeyList() {
  const { t, i18n } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState<PresentedApiKey | null>(null);

  if (keys.isPending) return <LoadingBlock label={t("common.loading")} />;
  if (keys.isError)
    return (
      <p role="alert" className="py-6 text-center text-sm text-red-600">
        {t("common.loadFailed")}
      </p>
    );
  if (keys.data.length === 0)
    return (
      <p className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t("settings.apiKeys.empty")}
      </p>
    );
  return (
    <>
      <SettingsTable
        name={t("settings.apiKeys.name")}
        dates={[t("settings.apiKeys.created"), t("settings.apiKeys.lastUsed")]}
        maxHeight="max-h-[40dvh]"
      >
        {keys.data.map((key) => (
          <tr key={key.id}>
            <td className={cellClass.name}>
              <span dir="auto" className="block truncate font-medium text-zinc-900 dark:text-zinc-100">
                {key.name}
              </span>
              <span dir="ltr" className="font-mono text-xs text-zinc-500">
                {key.prefix}…
              </span>
            </td>
            <td className={cellClass.date}>{formatShortDate(key.createdAt, i18n.language)}</td>
            <td className={cellClass.date}>
              {key.lastUsedAt ? formatShortDate(key.lastUsedAt, i18n.language) : t("settings.apiKeys.never")}
            </td>
            <td className={cellClass.action}>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("settings.apiKeys.revokeNamed", { name: key.name })}
                onClick={() => setAsking(key)}
              >
                <Trash2 aria-hidden className="size-4" />
                {t("settings.apiKeys.revoke")}
              </Button>
            </td>
          </tr>
        ))}
      </SettingsTable>
      <ConfirmDialog
        open={asking !== null}
        danger
        title={t("settings.apiKeys.revokeTitle", { name: asking?.name ?? "" })}
        text={t("settings.apiKeys.revokeText")}
        confirmLabel={t("settings.apiKeys.revoke")}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const key = asking;
          setAsking(null);
          if (!key) return;
          revoke.mutate(key.id, {
            onSuccess: () => toast.success(t("settings.apiKeys.revoked")),
            onError: (e) => toast.error(t(apiErrorKey(e))),
          });
        }}
      />
    </>
  );
}
