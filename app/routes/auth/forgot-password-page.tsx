// Forgot password: the address of the account; the answer is the same whether or not an account uses it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authClient } from "../../api/auth-client";
import { AuthFormEnd, authLinkClass, EmailField, useAuthSubmit } from "./auth-form";
import { AuthLayout } from "./auth-layout";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { busy, error, onSubmit } = useAuthSubmit(async () => {
    const address = email.trim().toLowerCase();
    const result = await authClient.requestPasswordReset({
      email: address,
      redirectTo: `${window.location.origin}/auth/reset-password`,
    });
    if (result.error) return result.error;
    setSentTo(address);
    return null;
  });

  return (
    <AuthLayout
      title={t("auth.forgot.title")}
      footer={
        <Link to="/auth/sign-in" className={authLinkClass}>
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
          <EmailField value={email} onChange={setEmail} />
          <AuthFormEnd error={error} busy={busy} label={t("auth.forgot.submit")} />
        </form>
      )}
    </AuthLayout>
  );
}
