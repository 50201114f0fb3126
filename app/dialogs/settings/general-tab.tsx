import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLocale, isRtl, LOCALE_NAMES, LOCALES } from "../../../common/constants";
import { isApiError } from "../../api/client";
import { useSaveInterfaceLanguage, useUpdateUser, useUser } from "../../api/user";
import { Button } from "../../components/ui/button";
import { inputBorder, inputClass, TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { useTheme } from "../../hooks/use-theme";
import { accountLanguage } from "../../i18n";
import { THEME_CHOICES } from "../../lib/theme";
import { toast } from "../../lib/toast";
import { useAppDialogs } from "../app-dialogs-context";
import { ChangePasswordForm, DeleteAccountForm } from "./account-security";

export function GeneralTab() {
  return (
    <div className="space-y-8">
      <ProfileForm />
      <ThemeChoice />
      <InterfaceLanguage />
      <ChangePasswordForm />
      <DeleteAccountForm />
    </div>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const user = useUser();
  const update = useUpdateUser();
  const { openEmailSent } = useAppDialogs();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  useEffect(() => {
    if (user.data) {
      setName(user.data.name);
      setEmail(user.data.email);
    }
  }, [user.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const cleanEmail = email.trim().toLowerCase();
    setEmail(cleanEmail);
    update.mutate(
      { name: name.trim(), email: cleanEmail },
      {
        onSuccess: (data) => {
          if ("emailSent" in data && data.emailSent) openEmailSent();
          else toast.success(t("settings.general.saved"));
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : "";
          if (code === "INVALID_NAME") setErrors({ name: t("settings.general.invalidName") });
          else if (code === "INVALID_EMAIL") setErrors({ email: t("settings.general.invalidEmail") });
          else if (code === "EMAIL_TAKEN") setErrors({ email: t("settings.general.emailTaken") });
          else toast.error(t("common.somethingWentWrong"));
        },
      },
    );
  };

  const unchanged = user.data ? name === user.data.name && email === user.data.email : true;

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {t("settings.general.profile")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("settings.general.name")}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          disabled={user.isPending}
        />
        <TextField
          label={t("settings.general.email")}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          disabled={user.isPending}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={update.isPending || user.isPending || unchanged}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </form>
  );
}

function ThemeChoice() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {t("settings.general.theme")}
      </legend>
      <div className="inline-flex rounded-lg border border-zinc-300 p-0.5 dark:border-zinc-700">
        {THEME_CHOICES.map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded-md px-3.5 py-1.5 text-sm has-checked:bg-zinc-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:has-checked:bg-zinc-100 dark:has-checked:text-zinc-900"
          >
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={theme === choice}
              onChange={() => setTheme(choice)}
              className="sr-only"
            />
            {t(`settings.general.themes.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function InterfaceLanguage() {
  const { t } = useTranslation();
  const user = useUser();
  const save = useSaveInterfaceLanguage();
  const helpId = useId();
  const saved = user.data?.locale ?? null;
  const browser = accountLanguage(null);
  const onChange = (value: string) => {
    const locale = isLocale(value) ? value : null;
    // The cached user changes at once, so the interface switches now; the server keeps the choice.
    save.mutate(locale, { onError: () => toast.error(t("common.somethingWentWrong")) });
  };
  return (
    <div>
      <label
        htmlFor="interface-language"
        className="mb-2 block text-sm font-semibold text-zinc-900 dark:text-zinc-100"
      >
        {t("settings.general.language")}
      </label>
      <select
        id="interface-language"
        value={saved ?? ""}
        onChange={(e) => onChange(e.target.value)}
        disabled={user.isPending}
        aria-describedby={helpId}
        className={`${inputClass} ${inputBorder(false)} max-w-xs`}
      >
        <option value="">{t("settings.general.languageBrowser", { language: LOCALE_NAMES[browser] })}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} dir={isRtl(l) ? "rtl" : "ltr"}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      <p id={helpId} className="mt-1.5 text-sm text-zinc-500 dark:text-zinc-400">
        {t("settings.general.languageHelp")}
      </p>
    </div>
  );
}
