import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { authClient } from "../../api/auth-client";
import { LoadingBlock } from "../../components/ui/spinner";

/** /auth/logout: signs out, forgets the cached server state, and returns to sign-in. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void authClient
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        navigate("/auth/sign-in", { replace: true });
      });
  }, [navigate, queryClient]);

  return (
    <div className="flex h-dvh">
      <LoadingBlock label={t("auth.signingOut")} />
    </div>
  );
}
