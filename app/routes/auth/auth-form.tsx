// What the sign-in, sign-up, forgot-password and reset-password forms share: their fields, the end of the
// form (the error said, then the submit button), and the busy/error state of the call behind it.
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { authErrorKey } from "../../lib/auth-rules";

export const PASSWORD_MIN_LENGTH = 8;

export const authLinkClass = "font-medium text-brand-700 hover:underline dark:text-brand-300";

/**
 * A form's submit: busy while the call runs, and the error to say. `call` answers with Better Auth's
 * error, if any, for its text; a call that throws says the generic error.
 */
export function useAuthSubmit(call: () => Promise<{ code?: string; status: number } | null | undefined>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const failed = await call();
      if (failed) setError(t(`auth.errors.${authErrorKey(failed.code, failed.status)}`));
    } catch {
      setError(t("auth.errors.generic"));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit };
}

export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A password: the account's own, or one being chosen (at least PASSWORD_MIN_LENGTH characters, said under it). */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  chosen = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (password: string) => void;
  chosen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={chosen ? "new-password" : "current-password"}
      required
      minLength={chosen ? PASSWORD_MIN_LENGTH : undefined}
      hint={chosen ? t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH }) : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The end of an auth form: what went wrong, then the full-width submit button (a spinner while busy). */
export function AuthFormEnd({ error, busy, label }: { error: string | null; busy: boolean; label: string }) {
  return (
    <>
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
        {label}
      </Button>
    </>
  );
}
