// The public configuration (GET /api/config): feature flags, models, locales — what the app needs
// before sign-in, and nothing secret.
import { LOCALES, SEARCH_TYPES } from "../../common/constants";
import type { PublicConfig } from "../../common/types";
import { assetPath, type Brand, BUILT_IN_THEMES } from "../branding/brand";
import type { Config } from "../config";
import { trialExpired } from "../policies/create-gates";

export function presentPublicConfig(
  config: Config,
  models: PublicConfig["models"],
  defaultModel: string,
  now: Date = new Date(),
): PublicConfig {
  return {
    appName: config.APP_NAME,
    features: {
      advancedOptions: config.FEATURE_ADVANCED_OPTIONS,
      billing: config.FEATURE_BILLING,
      demo: {
        enabled: config.FEATURE_DEMO,
        expiresAt: config.FEATURE_DEMO ? (config.DEMO_EXPIRES_AT?.toISOString() ?? null) : null,
        expired: config.FEATURE_DEMO && trialExpired({ trialExpiresAt: config.DEMO_EXPIRES_AT }, now),
        contactURL: config.DEMO_CONTACT_URL ?? config.SALES_CONTACT_URL ?? null,
      },
      hosted: {
        enabled: config.HOSTED_PAPER_CAP !== undefined,
        paperCap: config.HOSTED_PAPER_CAP ?? null,
        logoURL: config.HOSTED_LOGO_URL ?? null,
      },
      whiteLabel: whiteLabelOf(config.brand),
      paperQuota: config.PAPER_QUOTA ?? null,
      outage: config.OUTAGE,
      usageWarning: config.USAGE_WARNING ?? null,
      communityChatURL: config.COMMUNITY_CHAT_URL ?? null,
      salesContactURL: config.SALES_CONTACT_URL ?? null,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    },
    models,
    defaultModel,
    locales: LOCALES,
    proOnlyLocales: config.PRO_ONLY_LOCALES,
    searchTypes: SEARCH_TYPES,
    library: config.sources.libraryDirs.length > 0,
  };
}

/** The brand as the app needs it: never the theme file's path on the server, only "custom". */
function whiteLabelOf(brand: Brand): PublicConfig["features"]["whiteLabel"] {
  const theme = brand.theme === null ? null : brand.theme in BUILT_IN_THEMES ? brand.theme : "custom";
  return { enabled: theme !== null, theme, logoURL: assetPath(brand.logo, "logo") };
}
