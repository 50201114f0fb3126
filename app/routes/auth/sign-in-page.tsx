import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authClient } from "../../api/auth-client";
import { refreshSession } from "../../api/session";
import { safeNext } from "../../lib/auth-rules";
import { AuthFormEnd, authLinkClass, EmailField, PasswordField, useAuthSubmit } from "./auth-form";
import { AuthLayout } from "./auth-layout";

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get("next");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const { busy, error, onSubmit } = useAuthSubmit(async () => {
    const result = await authClient.signIn.email({ email: email.trim().toLowerCase(), password });
    if (result.error) return result.error;
    await refreshSession(queryClient);
    navigate(safeNext(next), { replace: true });
    return null;
  });

  const signUpHref = next ? `/auth/sign-up?next=${encodeURIComponent(next)}` : "/auth/sign-up";
  return (
    <AuthLayout
      title={t("auth.signIn.title")}
      footer={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <Link to={signUpHref} className={authLinkClass}>
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
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label={t("auth.password")} name="password" value={password} onChange={setPassword} />
        <p className="-mt-2 text-end text-sm">
          <Link to="/auth/forgot-password" className={authLinkClass}>
            {t("auth.signIn.forgot")}
          </Link>
        </p>
        <AuthFormEnd
          error={error}
          busy={busy}
          label={busy ? t("auth.signIn.busy") : t("auth.signIn.submit")}
        />
      </form>
    </AuthLayout>
  );
}
