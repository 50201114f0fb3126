import { useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authClient } from "../../api/auth-client";
import { refreshSession } from "../../api/session";
import { TextField } from "../../components/ui/field";
import { safeNext } from "../../lib/auth-rules";
import { AuthFormEnd, authLinkClass, EmailField, PasswordField, useAuthSubmit } from "./auth-form";
import { AuthLayout } from "./auth-layout";

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get("next");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [verifySent, setVerifySent] = useState(false);

  const { busy, error, onSubmit } = useAuthSubmit(async () => {
    const result = await authClient.signUp.email({
      name: name.trim(),
      email: email.trim().toLowerCase(),
      password,
    });
    if (result.error) return result.error;
    if (!result.data?.token) {
      setVerifySent(true);
      return null;
    }
    await refreshSession(queryClient);
    navigate(safeNext(next), { replace: true });
    return null;
  });

  const signInHref = next ? `/auth/sign-in?next=${encodeURIComponent(next)}` : "/auth/sign-in";
  const footer = (
    <>
      {t("auth.signUp.haveAccount")}{" "}
      <Link to={signInHref} className={authLinkClass}>
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
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label={t("auth.password")} name="password" value={password} onChange={setPassword} />
        <AuthFormEnd
          error={error}
          busy={busy}
          label={busy ? t("auth.signUp.busy") : t("auth.signUp.submit")}
        />
      </form>
    </AuthLayout>
  );
}
