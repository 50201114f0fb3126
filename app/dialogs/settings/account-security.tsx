// Settings › General: change the password (the current one is asked; other sessions end) and delete the
// account (the email typed and the password confirm it; everything goes but billing records, kept
// without the person).
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../api/auth-client";
import { useUser } from "../../api/user";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { authErrorKey } from "../../lib/auth-rules";
import { toast } from "../../lib/toast";
import { PASSWORD_MIN_LENGTH } from "../../routes/auth/auth-form";

const headingClass = "text-sm font-semibold text-zinc-900 dark:text-zinc-100";

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const result = await authClient.changePassword({
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: true,
      });
      if (result.error?.code === "INVALID_PASSWORD")
        setErrors({ current: t("settings.password.wrongCurrent") });
      else if (result.error)
        setErrors({ next: t(`auth.errors.${authErrorKey(result.error.code, result.error.status)}`) });
      else {
        setCurrent("");
        setNext("");
        toast.success(t("settings.password.done"));
      }
    } catch {
      setErrors({ next: t("auth.errors.generic") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <h3 className={headingClass}>{t("settings.password.title")}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("settings.password.current")}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <TextField
          label={t("settings.password.new")}
          name="new-password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.next}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={busy || !current || !next}>
          {busy ? <Spinner /> : null}
          {t("settings.password.submit")}
        </Button>
      </div>
    </form>
  );
}

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const user = useUser();
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const email = user.data?.email ?? "";
  const confirmed = email !== "" && typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      const result = await authClient.deleteUser({ password });
      if (result.error) {
        setError(t(`auth.errors.${authErrorKey(result.error.code, result.error.status)}`));
        return;
      }
      // A fresh page: nothing of the account stays in memory. The cached reads are left alone until it
      // loads: emptying them made this page ask for the session again and, finding none, move to sign-in
      // by itself, which cancelled the load of the page below.
      window.location.assign("/auth/sign-in?deleted=1");
    } catch {
      setError(t("auth.errors.generic"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-red-200 p-4 dark:border-red-900/60"
      noValidate
    >
      <h3 className="text-sm font-semibold text-red-700 dark:text-red-400">
        {t("settings.deleteAccount.title")}
      </h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.deleteAccount.text")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("settings.deleteAccount.typeEmail", { email })}
          name="confirm-email"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <TextField
          label={t("auth.password")}
          name="delete-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="danger" disabled={busy || !confirmed || !password}>
          {busy ? <Spinner /> : null}
          {t("settings.deleteAccount.submit")}
        </Button>
      </div>
    </form>
  );
}
