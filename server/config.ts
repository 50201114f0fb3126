// Every setting of Treatise, read once from the environment and validated with zod at start.
// A bad value stops the start with a message that names the setting (see .env.example).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LOCALES } from "../common/constants";
import { type Brand, BrandError, loadBrand } from "./branding/brand";
import { type LlmConfig, llmConfigFrom, llmEnvSchema } from "./engines/llm/config";
import { STEP_NAMES } from "./pipeline/step-names";
import { DEFAULT_RETRY_DELAY_MS } from "./retry-budget";
import { type SourcesConfig, sourcesConfigFrom, sourcesEnvSchema } from "./sources/config";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes", "on"].includes(v)));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(
  z.url({ message: "must be a URL such as https://example.com" }).optional(),
);
const optionalInt = (min: number, max: number) =>
  optionalString
    .refine(
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
      `must be a whole number from ${min} to ${max}`,
    )
    .transform((v) => (v === undefined ? undefined : Number(v)));
const intWithDefault = (fallback: number, min: number, max: number) =>
  optionalInt(min, max).transform((v) => v ?? fallback);

export const coreEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional().default("production"),
  PORT: intWithDefault(3000, 0, 65535),
  HOST: optionalString.transform((v) => v ?? "0.0.0.0"),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? "data")),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: intWithDefault(10, 1, 200),
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).optional().default("info"),

  REQUIRE_EMAIL_VERIFICATION: bool(false),
  TRUST_PROXY: bool(false),
  SMTP_HOST: optionalString,
  SMTP_PORT: intWithDefault(587, 1, 65535),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  /** Unset: the product's name at no-reply@treatise.local. */
  MAIL_FROM: optionalString,

  WORKER_CONCURRENCY: intWithDefault(8, 1, 256),
  WORKER_IDLE_SECONDS: intWithDefault(120, 0, 86_400),
  SECTION_CONCURRENCY: intWithDefault(5, 1, 50),
  RETRY_DELAY_MS: intWithDefault(DEFAULT_RETRY_DELAY_MS, 0, 60_000),
  JOB_POLL_SECONDS: optionalString
    .refine(
      (v) => v === undefined || (Number(v) >= 0.5 && Number(v) <= 60),
      "must be a number of seconds from 0.5 to 60",
    )
    .transform((v) => (v === undefined ? 2 : Number(v))),
  /** Featured papers' sources read again (issue 31): a cron expression in UTC, or off. Default daily at 04:15. */
  RECHECK_FEATURED_CRON: optionalString
    .refine(
      (v) => v === undefined || v === "off" || /^[\d*/,-]+( [\d*/,-]+){4}$/.test(v),
      "must be a cron expression of five fields such as '15 4 * * *' (UTC), or off",
    )
    .transform((v) => (v === undefined ? "15 4 * * *" : v === "off" ? null : v)),

  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString.transform((v) => v ?? "us-east-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(true),

  FEATURE_ADVANCED_OPTIONS: bool(true),
  FEATURE_BILLING: bool(false),
  /** Billing: factor on the provider cost of a paper (1 = at cost). */
  PRICE_MARKUP: optionalString
    .refine(
      (v) => v === undefined || (/^\d+(\.\d{1,6})?$/.test(v) && Number(v) <= 100),
      "must be a number from 0 to 100 with at most 6 decimals, such as 1 or 1.5",
    )
    .transform((v) => (v === undefined ? 1 : Number(v))),
  /** Billing: dollars added to every paper, stored as cents. */
  PRICE_PER_PAPER: optionalString
    .refine(
      (v) => v === undefined || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= 1000),
      "must be a dollar amount from 0 to 1000 with at most two decimals, such as 0.50",
    )
    .transform((v) => (v === undefined ? 0 : Math.round(Number(v) * 100))),
  /** Stripe (billing): the secret API key; without it credits cannot be bought and auto-recharge cannot charge. */
  STRIPE_SECRET_KEY: optionalString,
  /** Stripe (billing): the signing secret of the webhook endpoint POST /api/billing/webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API origin; tests point it at a local stand-in. */
  STRIPE_API_BASE_URL: optionalString.pipe(
    z.url({ message: "must be a URL such as https://api.stripe.com" }).optional(),
  ),
  FEATURE_DEMO: bool(false),
  DEMO_EXPIRES_AT: optionalString.pipe(
    z.iso
      .datetime({ offset: true, message: "must be an ISO date such as 2026-12-31 or 2026-12-31T18:00:00Z" })
      .or(z.iso.date({ message: "must be an ISO date such as 2026-12-31 or 2026-12-31T18:00:00Z" }))
      .optional()
      .transform((v) => (v === undefined ? undefined : new Date(v))),
  ),
  DEMO_CONTACT_URL: optionalString,
  HOSTED_PAPER_CAP: optionalInt(0, 1_000_000),
  // The page's security policy loads images from https: only: an http:// logo would never show (issue 32).
  HOSTED_LOGO_URL: optionalUrl.refine(
    (v) => v === undefined || v.startsWith("https://"),
    "must be an https:// address: the page's security policy blocks images over http://",
  ),
  /** A built-in theme (indigo, teal, crimson, forest, amber) or the path of a theme JSON file (server/branding). */
  WHITE_LABEL_THEME: optionalString,
  PAPER_QUOTA: optionalInt(0, 1_000_000),
  OUTAGE: bool(false),
  USAGE_WARNING: optionalString,
  /** Comma-separated interface/paper locales shown '(Pro only)' in the composer and refused (403 PRO_ONLY). */
  PRO_ONLY_LOCALES: optionalString.pipe(
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((list) => list.every((l) => (LOCALES as readonly string[]).includes(l)), {
        message: `must be a comma-separated list of ${LOCALES.join(", ")}`,
      }),
  ),
  COMMUNITY_CHAT_URL: optionalUrl,
  SALES_CONTACT_URL: optionalString,
  /** The product's name; unset, the white-label theme file's productName, else "Treatise". */
  APP_NAME: optionalString.pipe(z.string().max(60, "must be at most 60 characters").optional()),
  TEST_FAIL_STEP_ONCE: optionalString.pipe(
    z.enum(STEP_NAMES, { message: `must be one of ${STEP_NAMES.join(", ")}` }).optional(),
  ),
});

/** Every setting: the core ones, the sources layer's and the model providers'. */
export const envSchema = coreEnvSchema.extend(sourcesEnvSchema.shape).extend(llmEnvSchema.shape);

export type Env = z.output<typeof envSchema>;

export interface Config extends Omit<Env, "APP_NAME" | "MAIL_FROM"> {
  MAIL_FROM: string;
  /** The product's name (APP_NAME, else the theme file's productName, else Treatise). */
  APP_NAME: string;
  /** Name, logo, favicon and colours (WHITE_LABEL_THEME). */
  brand: Brand;
  /** Embedded (PGlite, in-process events) or scale-out (PostgreSQL, LISTEN/NOTIFY). */
  mode: "embedded" | "scale-out";
  sessionSecret: string;
  smtpConfigured: boolean;
  s3Configured: boolean;
  sources: SourcesConfig;
  llm: LlmConfig;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "setting");
      const value = env[name];
      return `  ${name}${value !== undefined ? ` (got "${value}")` : ""}: ${issue.message}`;
    });
    throw new ConfigError(
      `Invalid settings — fix these in your environment or .env file:\n${lines.join("\n")}`,
    );
  }
  const values = parsed.data;
  const mode = values.DATABASE_URL ? "scale-out" : "embedded";
  let sessionSecret = values.SESSION_SECRET;
  if (!sessionSecret) {
    if (mode === "scale-out") {
      throw new ConfigError(
        "Invalid settings:\n  SESSION_SECRET: required when DATABASE_URL is set (every web process must share it); use 32+ random characters",
      );
    }
    sessionSecret = readOrCreateSecret(values.DATA_DIR);
  }
  let brand: Brand;
  try {
    brand = loadBrand({ theme: values.WHITE_LABEL_THEME, appName: values.APP_NAME });
  } catch (error) {
    if (!(error instanceof BrandError)) throw error;
    throw new ConfigError(
      `Invalid settings — fix these in your environment or .env file:\n  WHITE_LABEL_THEME (got "${values.WHITE_LABEL_THEME}"): ${error.message}`,
    );
  }
  let sources: SourcesConfig;
  let llm: LlmConfig;
  try {
    sources = sourcesConfigFrom(env);
    llm = llmConfigFrom(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    ...values,
    APP_NAME: brand.name,
    MAIL_FROM: values.MAIL_FROM ?? `${mailName(brand.name)} <no-reply@treatise.local>`,
    brand,
    mode,
    sessionSecret,
    sources,
    llm,
    smtpConfigured: Boolean(values.SMTP_HOST),
    s3Configured: Boolean(values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY),
  };
}

/** A name as the display part of a From address: quoted unless it is plain words. */
function mailName(name: string): string {
  return /^[\p{L}\p{N} ]+$/u.test(name) ? name : `"${name.replace(/["\\\r\n]/g, "")}"`;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
