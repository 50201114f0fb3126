import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, type Locale, NUMBER_OF_SECTIONS_DEFAULT } from "../../../common/constants";
import type { CustomSource, PublicConfig } from "../../../common/types";
import { type ComposerSearchType, defaultSearchTypes, pickDefaultModel } from "../../lib/composer-rules";

/**
 * What the next paper is written with: model, paper language, number of sections, search types, automatic
 * mode and custom sources. The defaults follow the configuration once it has loaded.
 */
export function useComposerSettings(config: PublicConfig | undefined) {
  const { i18n } = useTranslation();
  const [model, setModel] = useState<string | undefined>(undefined);
  // The paper is written in the interface's language unless the person picks another in Advanced options.
  const [chosenLocale, setLocale] = useState<Locale | null>(null);
  const proOnlyLocales = config?.proOnlyLocales ?? [];
  // The interface's language is the default paper language unless it is Pro only (then English).
  const locale: Locale =
    chosenLocale ??
    (isLocale(i18n.language) && !proOnlyLocales.includes(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  const [numberOfSections, setNumberOfSections] = useState(NUMBER_OF_SECTIONS_DEFAULT);
  const library = Boolean(config?.library);
  const [searchTypes, setSearchTypes] = useState<ComposerSearchType[]>(() => defaultSearchTypes(library));
  const [automaticMode, setAutomaticMode] = useState(true);
  const [customSources, setCustomSources] = useState<CustomSource[]>([]);

  useEffect(() => {
    if (config && model === undefined) setModel(pickDefaultModel(config.models, config.defaultModel));
  }, [config, model]);

  // The library is known once the configuration has loaded: tick it then, once (spec: ticked by default).
  const libraryTicked = useRef(false);
  useEffect(() => {
    if (!library || libraryTicked.current) return;
    libraryTicked.current = true;
    setSearchTypes((types) => (types.includes("library") ? types : [...types, "library"]));
  }, [library]);

  return {
    model,
    setModel,
    locale,
    setLocale,
    proOnlyLocales,
    numberOfSections,
    setNumberOfSections,
    library,
    searchTypes,
    setSearchTypes,
    automaticMode,
    setAutomaticMode,
    customSources,
    setCustomSources,
  };
}

export type ComposerSettings = ReturnType<typeof useComposerSettings>;
