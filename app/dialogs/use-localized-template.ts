import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Template } from "../../common/templates";

/** The catalog key of a template text; the English catalog repeats common/templates.ts (a test checks it). */
export function templateKey(templateId: string, ...path: string[]): string {
  return ["templates", "items", templateId, ...path].join(".");
}

/** A template with its texts in the interface language, falling back to the English definition. */
export function useLocalizedTemplate(template: Template): Template {
  const { t, i18n } = useTranslation();
  // Keys are built from data (template and field ids), which the typed t() cannot express.
  const tr = t as unknown as (key: string, options: { defaultValue: string }) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-translate when the language changes
  return useMemo(
    () => ({
      ...template,
      name: tr(templateKey(template.id, "name"), { defaultValue: template.name }),
      description: tr(templateKey(template.id, "description"), { defaultValue: template.description }),
      instruction: tr(templateKey(template.id, "instruction"), { defaultValue: template.instruction }),
      fields: template.fields.map((f) => ({
        ...f,
        label: tr(templateKey(template.id, "fields", f.id, "label"), { defaultValue: f.label }),
        placeholder: tr(templateKey(template.id, "fields", f.id, "placeholder"), {
          defaultValue: f.placeholder,
        }),
        description: tr(templateKey(template.id, "fields", f.id, "description"), {
          defaultValue: f.description,
        }),
      })),
    }),
    [template, i18n.language],
  );
}
