import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { useSession } from "../../api/session";
import { Button } from "../../components/ui/button";
import { LoadingBlock } from "../../components/ui/spinner";
import { safeNext } from "../../lib/auth-rules";

function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
        {t("auth.sessionError")}
      </p>
      <Button onClick={onRetry}>{t("common.retry")}</Button>
    </div>
  );
}

/** Only signed-in people get the app; visitors go to sign-in and come back afterwards. */
export function RequireSession({
  children,
}: {
  children: (user: { name?: string; email?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="flex h-dvh">
        <LoadingBlock label={t("common.loading")} />
      </div>
    );
  }
  if (session.error && !session.data) return <SessionError onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    const to = next === "/" ? "/auth/sign-in" : `/auth/sign-in?next=${encodeURIComponent(next)}`;
    return <Navigate to={to} replace />;
  }
  return <>{children({ name: session.data.user.name, email: session.data.user.email })}</>;
}

/** Sign-in and sign-up are for visitors; a signed-in person goes on to where they were headed. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  if (session.isPending) {
    return (
      <div className="flex h-dvh">
        <LoadingBlock label={t("common.loading")} />
      </div>
    );
  }
  if (session.data) return <Navigate to={safeNext(params.get("next"))} replace />;
  return <>{children}</>;
}
