import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authClient } from "../../api/auth-client";
import { refreshSession } from "../../api/session";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { authErrorKey, safeNext } from "../../lib/auth-rules";
import { AuthLayout } from "./auth-layout";

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get("next");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await authClient.signIn.email({ email: email.trim().toLowerCase(), password });
      if (result.error) {
        setError(t(`auth.errors.${authErrorKey(result.error.code, result.error.status)}`));
        return;
      }
      await refreshSession(queryClient);
      navigate(safeNext(next), { replace: true });
    } catch {
      setError(t("auth.errors.generic"));
    } finally {
      setBusy(false);
    }
  };

  const signUpHref = next ? `/auth/sign-up?next=${encodeURIComponent(next)}` : "/auth/sign-up";
  return (
    <AuthLayout
      title={t("auth.signIn.title")}
      footer={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <Link to={signUpHref} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("auth.signIn.signUpLink")}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {params.get("deleted") === "1" && (
          <p
            role="status"
            className="rounded-lg bg-zinc-100 p-3 text-sm text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100"
          >
            {t("auth.signIn.accountDeleted")}
          </p>
        )}
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-end text-sm">
          <Link
            to="/auth/forgot-password"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t("auth.signIn.forgot")}
          </Link>
        </p>
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
          {busy ? t("auth.signIn.busy") : t("auth.signIn.submit")}
        </Button>
      </form>
    </AuthLayout>
  );
}
