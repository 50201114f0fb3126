// Forgot password: the address of the account; the answer is the same whether or not an account uses it.
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authClient } from "../../api/auth-client";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { authErrorKey } from "../../lib/auth-rules";
import { AuthLayout } from "./auth-layout";

const linkClass = "font-medium text-brand-700 hover:underline dark:text-brand-300";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const address = email.trim().toLowerCase();
    try {
      const result = await authClient.requestPasswordReset({
        email: address,
        redirectTo: `${window.location.origin}/auth/reset-password`,
      });
      if (result.error) setError(t(`auth.errors.${authErrorKey(result.error.code, result.error.status)}`));
      else setSentTo(address);
    } catch {
      setError(t("auth.errors.generic"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t("auth.forgot.title")}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {t("auth.forgot.back")}
        </Link>
      }
    >
      {sentTo ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t("auth.forgot.sent", { email: sentTo })}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("auth.forgot.text")}</p>
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
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
            {t("auth.forgot.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
