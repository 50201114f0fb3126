// The account side of the API as zod schemas: the person, the public configuration, API keys, templates
// and billing. The one source of those presented types (common/types.ts re-exports them); strict objects.
import { z } from "zod";
import { LOCALES } from "./constants";
import { llmProvider } from "./document-schemas";
import { TEMPLATE_IDS } from "./template-ids";

const isoTime = z.string().describe("ISO 8601 time");

export const presentedUser = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  imageURL: z.string().nullable(),
  /** The interface language saved with the account; null follows the browser's language. */
  locale: z.enum(LOCALES).nullable(),
  /** Papers this account may create in all (paper quota mode); null when there is no quota. */
  paperQuota: z.number().int().nullable(),
});

export const modelOption = z.strictObject({
  id: z.string(),
  label: z.string(),
  provider: llmProvider,
  enabled: z.boolean(),
  proOnly: z.boolean(),
  reason: z.string().optional(),
});

const logoURL = z.string().nullable();

export const publicConfig = z.strictObject({
  appName: z.string(),
  features: z.strictObject({
    advancedOptions: z.boolean(),
    billing: z.boolean(),
    /** Free-trial variant: on, when it ends, whether it has, and where the contact link points. */
    demo: z.strictObject({
      enabled: z.boolean(),
      expiresAt: isoTime.nullable(),
      expired: z.boolean(),
      contactURL: z.string().nullable(),
    }),
    hosted: z.strictObject({ enabled: z.boolean(), paperCap: z.number().int().nullable(), logoURL }),
    /** White label: the built-in theme's name or "custom" (a theme file), and the logo shown beside the name. */
    whiteLabel: z.strictObject({ enabled: z.boolean(), theme: z.string().nullable(), logoURL }),
    paperQuota: z.number().int().nullable(),
    outage: z.boolean(),
    /** The operator's usage warning (USAGE_WARNING), shown once per session; null when unset. */
    usageWarning: z.string().nullable(),
    communityChatURL: z.string().nullable(),
    salesContactURL: z.string().nullable(),
    requireEmailVerification: z.boolean(),
  }),
  models: z.array(modelOption),
  defaultModel: z.string(),
  locales: z.array(z.string()).readonly(),
  /** Locales shown '(Pro only)' and disabled in the composer (PRO_ONLY_LOCALES). */
  proOnlyLocales: z.array(z.string()).readonly(),
  searchTypes: z.array(z.string()).readonly(),
  library: z.boolean(),
});

/** A personal API key as listed in Settings: never the key itself (shown once, at creation). */
export const presentedApiKey = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
});

/** The answer to creating a key: the only time `key` is shown. */
export const createdApiKey = presentedApiKey.extend({ key: z.string() });

export const template = z.strictObject({
  id: z.enum(TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  /** The opening sentence of the generated prompt: what the paper should be. */
  instruction: z.string(),
  fields: z.array(
    z.strictObject({
      id: z.string(),
      label: z.string(),
      placeholder: z.string(),
      description: z.string(),
      required: z.boolean(),
    }),
  ),
});

const cents = z.number().int().describe("integer cents");

export const billingSettings = z.strictObject({
  autoRechargeSettings: z.strictObject({
    enabled: z.boolean(),
    rechargeThreshold: cents,
    rechargeToAmount: cents,
  }),
  usageLimits: z.strictObject({ monthlyBudget: cents, emailThreshold: cents }),
});

export const LEDGER_KINDS = [
  "purchase",
  "auto_recharge",
  "operator_grant",
  "hold",
  "hold_release",
  "paper_charge",
  "refund",
] as const;
/** A ledger row's kind (server/db/schema.ts's credit_ledger.kind). */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** GET /api/billing → {billing}: every amount in integer cents. */
export const billingView = z.strictObject({
  credits: cents,
  monthUsage: cents,
  /** The UTC month the usage counts (YYYY-MM). */
  month: z.string(),
  held: cents,
  /** Papers charged this month. */
  usageCount: z.number().int(),
  defaultPaymentMethodId: z.string().nullable(),
  paymentMethods: z.array(
    z.strictObject({
      id: z.string(),
      type: z.string(),
      card: z.strictObject({
        brand: z.string().nullable(),
        last4: z.string().nullable(),
        exp_month: z.number().int().nullable(),
        exp_year: z.number().int().nullable(),
      }),
    }),
  ),
  billingSettings,
  ledger: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(LEDGER_KINDS),
      amount: cents,
      balanceAfter: cents,
      createdAt: isoTime,
      note: z.string().nullable(),
      document: z.strictObject({ id: z.string(), title: z.string().nullable() }).nullable(),
    }),
  ),
});

/** Where a Checkout payment stands (GET /api/billing/checkout-session/{id}). */
export const checkoutSessionView = z.strictObject({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  amount: cents,
  /** Whether Stripe's webhook has added the credits yet. */
  credited: z.boolean(),
});

/** A PaymentIntent's status as Stripe names it (succeeded, processing, requires_action…). */
export const paymentIntentStatus = z.string().describe("Stripe's PaymentIntent status");

export type PresentedUser = z.infer<typeof presentedUser>;
export type ModelOption = z.infer<typeof modelOption>;
export type PublicConfig = z.infer<typeof publicConfig>;
export type PresentedApiKey = z.infer<typeof presentedApiKey>;
export type CreatedApiKey = z.infer<typeof createdApiKey>;
export type BillingSettings = z.infer<typeof billingSettings>;
export type BillingView = z.infer<typeof billingView>;
export type CheckoutSessionView = z.infer<typeof checkoutSessionView>;
