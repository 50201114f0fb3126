// Types every t() key against the English catalog, so a missing key fails the type check.
import "i18next";
import type en from "../../locales/en.json";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
