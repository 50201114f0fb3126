// The page a reset link leads to (Better Auth sends the browser here with ?token=, or ?error=INVALID_TOKEN
// when the link has expired or was used): a new password, which ends every session.
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { authClient } from "../../api/auth-client";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { authErrorKey } from "../../lib/auth-rules";
import { AuthLayout } from "./auth-layout";
import { PASSWORD_MIN_LENGTH } from "./sign-up-page";

const linkClass = "font-medium text-brand-700 hover:underline dark:text-brand-300";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<"form" | "done" | "invalid">(
    token && !params.get("error") ? "form" : "invalid",
  );
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error?.code === "INVALID_TOKEN") setState("invalid");
      else if (result.error)
        setError(t(`auth.errors.${authErrorKey(result.error.code, result.error.status)}`));
      else setState("done");
    } catch {
      setError(t("auth.errors.generic"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t("auth.reset.title")}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {t("auth.forgot.back")}
        </Link>
      }
    >
      {state === "done" ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t("auth.reset.done")}{" "}
          <Link to="/auth/sign-in" className={linkClass}>
            {t("auth.signIn.submit")}
          </Link>
        </p>
      ) : state === "invalid" ? (
        <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t("auth.reset.invalid")}{" "}
          <Link to="/auth/forgot-password" className={linkClass}>
            {t("auth.reset.askAgain")}
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t("auth.reset.newPassword")}
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
            >
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="primary" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t("auth.reset.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
