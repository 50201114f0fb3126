import { useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
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

export const PASSWORD_MIN_LENGTH = 8;

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get("next");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verifySent, setVerifySent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await authClient.signUp.email({
        name: name.trim(),
        email: email.trim().toLowerCase(),
        password,
      });
      if (result.error) {
        setError(t(`auth.errors.${authErrorKey(result.error.code, result.error.status)}`));
        return;
      }
      if (!result.data?.token) {
        setVerifySent(true);
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

  const signInHref = next ? `/auth/sign-in?next=${encodeURIComponent(next)}` : "/auth/sign-in";
  const footer = (
    <>
      {t("auth.signUp.haveAccount")}{" "}
      <Link to={signInHref} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
        {t("auth.signUp.signInLink")}
      </Link>
    </>
  );

  if (verifySent) {
    return (
      <AuthLayout title={t("auth.signUp.verifyTitle")} footer={footer}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden className="size-8 text-brand-600" />
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("auth.signUp.verifyText", { email })}</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("auth.signUp.title")} footer={footer}>
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
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
          {busy ? t("auth.signUp.busy") : t("auth.signUp.submit")}
        </Button>
      </form>
    </AuthLayout>
  );
}
