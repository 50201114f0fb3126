// Every table of Treatise (spec §3). Better Auth owns user/session/account/verification.
// Money is integer cents; provider costs are integer micro-cents (1 cent = 1,000,000).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LedgerKind } from "../../common/account-schemas";
import type {
  CitedSource,
  CustomSource,
  DocumentError,
  DocumentSettings,
  DocumentStage,
  DocumentStatus,
  InformationItem,
  PageResult,
  Reference,
  RefinedQuery,
  ReviewStep,
  SectionCitationCheck,
  SectionStatus,
  SubSection,
} from "../../common/types";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// --- Better Auth -----------------------------------------------------------------------------
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The interface language the person chose in Settings (a locale); null follows the browser. */
  locale: text("locale"),
  /** Papers this account may create, set by an operator; null follows PAPER_QUOTA. */
  paperQuota: integer("paper_quota"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// --- Documents -------------------------------------------------------------------------------
export interface SummaryColumn {
  userQuery: string;
  refinedQueries?: RefinedQuery[];
  webSearchResults?: PageResult[];
  curatedUrls?: string[];
  summaryContext?: string;
  customSourcesSummaryContext?: string;
  summary?: string;
  sources?: CitedSource[];
  /** The numbered passages the summary was written from (server only). */
  contextPassages?: { n: number; url: string; title: string; text: string; headings?: string[] }[];
  /** The summary Regenerate Summary replaced (server only): the next one says something else. */
  replacedSummary?: string;
}

/** A custom source as attached to one document: the text is kept so the paper can be re-run. */
export interface AttachedSource extends CustomSource {
  content: string;
}

export const documents = pgTable(
  "documents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    title: text("title").notNull().default(""),
    status: text("status").$type<DocumentStatus>().notNull(),
    stage: text("stage").$type<DocumentStage>(),
    awaiting: text("awaiting").$type<ReviewStep>(),
    /** Bumped whenever the outline is saved or regenerated, so stale jobs can tell. */
    planVersion: integer("plan_version").notNull().default(0),
    /** The sections the sources held material for when the engine planned fewer than asked (the paper
     *  says so); null when it planned all, and once a person saves the outline (theirs, not the sources'). */
    materialSections: integer("material_sections"),
    settings: jsonb("settings").$type<DocumentSettings>().notNull(),
    summary: jsonb("summary").$type<SummaryColumn>().notNull(),
    customSources: jsonb("custom_sources").$type<AttachedSource[]>().notNull().default([]),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    coverImage: jsonb("cover_image").$type<{ imageURL: string; prompt: string }>(),
    referencesList: text("references_list"),
    references: jsonb("references").$type<Reference[]>(),
    error: jsonb("error").$type<DocumentError>(),
    engine: text("engine").$type<"llm" | "offline">().notNull().default("llm"),
    costMicroCents: bigint("cost_micro_cents", { mode: "number" }).notNull().default(0),
    /** Cents debited for this paper (billing). */
    chargedCents: integer("charged_cents").notNull().default(0),
    viewsCount: integer("views_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    /** Set by an operator (`treatise featured hide`): the paper stays out of Featured, for good. */
    featuredHiddenAt: timestamp("featured_hidden_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_user_created_idx").on(t.userId, t.createdAt),
    index("documents_featured_idx").on(t.featured, t.createdAt),
  ],
);

export const documentSections = pgTable(
  "document_sections",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    idx: integer("idx").notNull(),
    planVersion: integer("plan_version").notNull().default(0),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<SectionStatus>().notNull().default("PLANNED"),
    subSections: jsonb("sub_sections").$type<SubSection[]>().notNull().default([]),
    urls: jsonb("urls").$type<string[]>(),
    progressTotal: integer("progress_total").notNull().default(15),
    content: text("content").notNull().default(""),
    /** The pages the section text cites, by the numbers used in content. */
    sources: jsonb("sources").$type<{ n: number; url: string; title: string }[]>(),
    /** Each cited sentence checked against its sources, with its evidence (issue 31); null before. */
    citationCheck: jsonb("citation_check").$type<SectionCitationCheck>(),
    error: jsonb("error").$type<{ message: string }>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.idx, t.planVersion] })],
);

/** One page read for one section: the evidence the section writer may cite. */
export const pageAnalyses = pgTable(
  "page_analyses",
  {
    id: text("id").primaryKey(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    sectionIdx: integer("section_idx").notNull(),
    planVersion: integer("plan_version").notNull().default(0),
    url: text("url").notNull(),
    title: text("title").notNull().default(""),
    content: text("content").notNull().default(""),
    optimizedPageContent: text("optimized_page_content"),
    information: jsonb("information").$type<InformationItem[]>().notNull().default([]),
    error: jsonb("error").$type<{ message: string }>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("page_analyses_unique").on(t.documentId, t.sectionIdx, t.planVersion, t.url)],
);

/** Pages read for a document, so no page is fetched twice (summary context and sections share them). */
export const documentPages = pgTable(
  "document_pages",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title").notNull().default(""),
    text: text("text").notNull().default(""),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.url] })],
);

/** Every provider call of a document, with its cost (spec: the cost of a paper is known exactly). */
export const usageRecords = pgTable(
  "usage_records",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: text("document_id").references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    model: text("model"),
    step: text("step"),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    units: integer("units").notNull().default(0),
    costMicroCents: bigint("cost_micro_cents", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("usage_records_document_idx").on(t.documentId)],
);

// --- Sources ---------------------------------------------------------------------------------
export const customSources = pgTable(
  "custom_sources",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CustomSource["kind"]>().notNull(),
    title: text("title").notNull(),
    snippet: text("snippet").notNull().default(""),
    url: text("url").notNull(),
    fileKey: text("file_key"),
    content: text("content").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("custom_sources_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("custom_sources_user_url_idx").on(t.userId, t.url),
  ],
);

/**
 * Personal API keys (issue 16): only a SHA-256 hash of each key is kept (a key is 256 random bits, so a
 * fast hash is enough and a lookup is one index probe); the key itself is shown once, at creation.
 * Revoking deletes the row, so the key is refused at once.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The first characters of the key, shown in the list so a person can tell keys apart. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_hash_idx").on(t.keyHash),
    index("api_keys_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Files stored by the app (uploads, covers, exports) when no S3 store is configured. */
export const files = pgTable("files", {
  key: text("key").primaryKey(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

// --- Social ----------------------------------------------------------------------------------
export const likes = pgTable(
  "likes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

export const feedback = pgTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    target: text("target").$type<"summary" | "analysis" | "comment">().notNull(),
    isPositive: boolean("is_positive"),
    comment: text("comment"),
    suggestions: jsonb("suggestions").$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("feedback_once_idx").on(t.documentId, t.userId, t.target)],
);

export const documentViews = pgTable(
  "document_views",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** A user id, or a hash of a visitor's address for public share views. */
    viewerKey: text("viewer_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.viewerKey] })],
);

// --- Billing ---------------------------------------------------------------------------------
export interface BillingSettingsColumn {
  autoRechargeSettings: { enabled: boolean; rechargeThreshold: number; rechargeToAmount: number };
  usageLimits: { monthlyBudget: number; emailThreshold: number };
}

/** One row per paying user. The balance is a cached total of the ledger, changed only in the same
 * transaction as the ledger row that explains it, and never below zero (CHECK). */
export const billingAccounts = pgTable(
  "billing_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    creditsCents: integer("credits_cents").notNull().default(0),
    customerId: text("customer_id"),
    defaultPaymentMethodId: text("default_payment_method_id"),
    settings: jsonb("settings").$type<BillingSettingsColumn>(),
    /** An auto-recharge was asked of the card port at this time and has not arrived yet. */
    rechargeRequestedAt: timestamp("recharge_requested_at", { withTimezone: true }),
    /** UTC month ("YYYY-MM") whose usage-threshold mail was sent, so it is sent once a month. */
    usageMailMonth: text("usage_mail_month"),
    updatedAt: updatedAt(),
  },
  (t) => [check("billing_accounts_credits_not_negative", sql`${t.creditsCents} >= 0`)],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("card"),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_methods_user_idx").on(t.userId)],
);

/** What a ledger row records (server/billing/ledger.ts). */
export type { LedgerKind };

/** Every change of a user's credits, one row each; the balance is their sum. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: text("id").primaryKey(),
    /** The account; null once the account is deleted (its rows are kept for the books, without the person). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Signed cents: credits added and holds released are positive; holds and paper charges negative. */
    amountCents: integer("amount_cents").notNull(),
    kind: text("kind").$type<LedgerKind>().notNull(),
    /** The paper a hold, release or charge belongs to (kept when the paper is deleted). */
    documentId: text("document_id"),
    /** Releases: the hold they release. */
    holdId: text("hold_id"),
    /** Unique per change, so a webhook, a retried step or a repeated command never applies twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** External reference (payment intent, checkout session) — unique so a webhook never credits twice. */
    reference: text("reference").unique(),
    /** Where the change came from: stripe, operator, auto_recharge, paper… */
    source: text("source"),
    note: text("note"),
    balanceAfterCents: integer("balance_after_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_user_idx").on(t.userId, t.createdAt),
    index("ledger_entries_document_idx").on(t.documentId),
    check("ledger_entries_balance_after_not_negative", sql`${t.balanceAfterCents} >= 0`),
  ],
);

// --- Local library ---------------------------------------------------------------------------
export const libraryFiles = pgTable("library_files", {
  path: text("path").primaryKey(),
  mtimeMs: bigint("mtime_ms", { mode: "number" }).notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  title: text("title").notNull().default(""),
  text: text("text").notNull().default(""),
  error: text("error"),
  indexedAt: timestamp("indexed_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- Operations ------------------------------------------------------------------------------
/** Worker processes announce themselves here; jobs of a worker that stopped heartbeating are retried. */
export const workerHeartbeats = pgTable("worker_heartbeats", {
  workerId: text("worker_id").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobOwners = pgTable("job_owners", {
  jobId: text("job_id").primaryKey(),
  queue: text("queue").notNull(),
  workerId: text("worker_id").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempts that did not succeed, per key: one client address guessing one account
 * (`account:<email>|<address>`) and one address guessing any account (`address:<address>`). Shared by
 * every web process and kept across restarts; the delay grows with the count (auth/sign-in-throttle.ts).
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A document's row: the subject of the document policies and of the document domain's store. */
export type DocumentRow = typeof documents.$inferSelect;
