import { clsx } from "clsx";
import { ArrowLeft, Check } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buildTemplatePrompt, TEMPLATES, type Template, type TemplateId } from "../../common/templates";
import { Button } from "../components/ui/button";
import { inputBorder, inputClass, RequiredMark } from "../components/ui/field";
import { Modal } from "../components/ui/modal";
import { useLocalizedTemplate } from "./use-localized-template";

/** Step 1: choose a template; step 2: fill its form. The built prompt becomes the query. */
export function TemplatesDialog({
  open,
  onOpenChange,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUse: (prompt: string) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<TemplateId | null>(null);
  const [step, setStep] = useState<1 | 2>(1);

  useEffect(() => {
    if (open) {
      setSelected(null);
      setStep(1);
    }
  }, [open]);

  const template = TEMPLATES.find((x) => x.id === selected) ?? null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={step === 1 || !template ? t("templates.title") : t(`templates.items.${template.id}.name`)}
      description={
        step === 1 || !template ? t("templates.chooseText") : t(`templates.items.${template.id}.description`)
      }
      footer={
        step === 1 ? (
          <>
            <Button onClick={() => onOpenChange(false)}>{t("common.cancel")}</Button>
            <Button variant="primary" disabled={!selected} onClick={() => setStep(2)}>
              {t("templates.next")}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep(1)}>
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("templates.back")}
            </Button>
            <Button variant="primary" type="submit" form="template-form">
              {t("templates.use")}
            </Button>
          </>
        )
      }
    >
      {step === 1 || !template ? (
        <TemplateChoice selected={selected} onSelect={setSelected} />
      ) : (
        <TemplateForm template={template} onUse={onUse} />
      )}
    </Modal>
  );
}

function TemplateChoice({
  selected,
  onSelect,
}: {
  selected: TemplateId | null;
  onSelect: (id: TemplateId | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2.5 sm:grid-cols-2" aria-label={t("templates.listLabel")}>
      {TEMPLATES.map((template) => {
        const isSelected = template.id === selected;
        return (
          <li key={template.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              aria-labelledby={`template-${template.id}-name`}
              aria-describedby={`template-${template.id}-description`}
              onClick={() => onSelect(isSelected ? null : template.id)}
              className={clsx(
                "relative flex h-full w-full flex-col items-start gap-1 rounded-xl border p-3.5 pe-9 text-start transition-colors",
                isSelected
                  ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:border-brand-400 dark:bg-brand-900/30 dark:ring-brand-400"
                  : "border-zinc-200 hover:border-zinc-300 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:border-zinc-700 dark:hover:bg-zinc-800/50",
              )}
            >
              <span id={`template-${template.id}-name`} className="text-sm font-semibold">
                {t(`templates.items.${template.id}.name`)}
              </span>
              <span
                id={`template-${template.id}-description`}
                className="text-xs leading-relaxed text-zinc-600 dark:text-zinc-400"
              >
                {t(`templates.items.${template.id}.description`)}
              </span>
              {isSelected ? (
                <Check
                  aria-hidden
                  className="absolute end-3 top-3.5 size-4 text-brand-600 dark:text-brand-300"
                />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function TemplateForm({ template, onUse }: { template: Template; onUse: (prompt: string) => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedTemplate(template);
  const [values, setValues] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onUse(buildTemplatePrompt(localized, values));
  };

  return (
    <form id="template-form" onSubmit={onSubmit} className="space-y-4">
      {localized.fields.map((field, i) => {
        const id = `template-field-${field.id}`;
        return (
          <div key={field.id}>
            <div className="mb-1 flex items-baseline gap-0.5">
              <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
                {field.label}
              </label>
              {field.required ? <RequiredMark /> : null}
            </div>
            <p id={`${id}-description`} className="mb-1.5 text-xs text-zinc-500 dark:text-zinc-400">
              {field.description}
            </p>
            <input
              id={id}
              name={field.id}
              required={field.required}
              // biome-ignore lint/a11y/noAutofocus: the form opens on purpose to be filled in
              autoFocus={i === 0}
              placeholder={field.placeholder}
              aria-describedby={`${id}-description`}
              value={values[field.id] ?? ""}
              onChange={(e) => setValues((v) => ({ ...v, [field.id]: e.target.value }))}
              className={clsx(inputClass, inputBorder(false))}
            />
          </div>
        );
      })}
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        <span aria-hidden className="text-red-600">
          *
        </span>{" "}
        {t("templates.requiredNote")}
      </p>
    </form>
  );
}
