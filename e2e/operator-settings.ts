// Settings of the third app under test (playwright.config.ts), shared with the specs that check them.

/** USAGE_WARNING of the operator-notices app. */
export const E2E_USAGE_WARNING = "Model provider is slow today: papers may take longer than usual.";
