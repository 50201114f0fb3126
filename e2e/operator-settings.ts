// Settings of the third app under test (playwright.config.ts), shared with the specs that check them.

/** USAGE_WARNING of the operator-notices app. */
export const E2E_USAGE_WARNING = "Model provider is slow today: papers may take longer than usual.";

/** WHITE_LABEL_THEME of the operator's app: "Acme Research", brand colour #0b6e4f, its own logo. */
export const E2E_WHITE_LABEL_THEME = "testdata/white-label/theme.json";
export const E2E_BRAND = { name: "Acme Research", brandColor: "#0b6e4f" } as const;
