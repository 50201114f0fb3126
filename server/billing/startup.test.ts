import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { billingStartupWarnings } from "./startup";

const env = (vars: Record<string, string>) => loadConfig({ DATA_DIR: "./data", ...vars });

describe("billingStartupWarnings", () => {
  it("warns when billing is on without a Stripe key: payments are not set up", () => {
    const [warning, ...rest] = billingStartupWarnings(env({ FEATURE_BILLING: "true" }));
    expect(rest).toEqual([]);
    expect(warning).toContain("STRIPE_SECRET_KEY is not set: payments are not set up on this server");
  });

  it("warns when the webhook secret is missing, so paid credits would never arrive", () => {
    const warnings = billingStartupWarnings(env({ FEATURE_BILLING: "true", STRIPE_SECRET_KEY: "sk_test_x" }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("STRIPE_WEBHOOK_SECRET is not");
  });

  it("says nothing when billing is off, or fully set up", () => {
    expect(billingStartupWarnings(env({}))).toEqual([]);
    expect(
      billingStartupWarnings(
        env({ FEATURE_BILLING: "true", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
      ),
    ).toEqual([]);
  });
});
