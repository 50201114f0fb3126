// The page a reset link leads to (Better Auth sends the browser here with ?token=, or ?error=INVALID_TOKEN
// when the link has expired or was used): a new password, which ends every session.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { authClient } from "../../api/auth-client";
import { AuthFormEnd, authLinkClass, PasswordField, useAuthSubmit } from "./auth-form";
import { AuthLayout } from "./auth-layout";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [state, setState] = useState<"form" | "done" | "invalid">(
    token && !params.get("error") ? "form" : "invalid",
  );

  // The form is shown only with a token.
  const { busy, error, onSubmit } = useAuthSubmit(async () => {
    if (!token) return null;
    const result = await authClient.resetPassword({ newPassword: password, token });
    if (result.error?.code === "INVALID_TOKEN") setState("invalid");
    else if (result.error) return result.error;
    else setState("done");
    return null;
  });

  return (
    <AuthLayout
      title={t("auth.reset.title")}
      footer={
        <Link to="/auth/sign-in" className={authLinkClass}>
          {t("auth.forgot.back")}
        </Link>
      }
    >
      {state === "done" ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t("auth.reset.done")}{" "}
          <Link to="/auth/sign-in" className={authLinkClass}>
            {t("auth.signIn.submit")}
          </Link>
        </p>
      ) : state === "invalid" ? (
        <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t("auth.reset.invalid")}{" "}
          <Link to="/auth/forgot-password" className={authLinkClass}>
            {t("auth.reset.askAgain")}
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label={t("auth.reset.newPassword")}
            name="new-password"
            value={password}
            onChange={setPassword}
            chosen
          />
          <AuthFormEnd error={error} busy={busy} label={t("auth.reset.submit")} />
        </form>
      )}
    </AuthLayout>
  );
}
