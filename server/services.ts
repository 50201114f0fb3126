// Builds every service once from the configuration; the web and worker roles share this.
import { type Auth, createAuth } from "./auth/auth";
import { type Billing, type CardPort, createBilling } from "./billing/billing";
import type { StripeBilling } from "./billing/stripe";
import type { Config } from "./config";
import { type Database, type Db, openDatabase } from "./db/client";
import { deleteAccountData } from "./documents/delete";
import {
  createEmbedder,
  createImageGenerator,
  createModelCatalog,
  createModelEngineFactory,
  type ModelCatalog,
} from "./engines/llm";
import type { OfflineEngines } from "./engines/offline-engines";
import { createMemoryBus, createPostgresBus, type EventBus } from "./events/bus";
import { type AnyJob, JobQueue } from "./jobs/queue";
import { logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import type { ResearchDeps } from "./pipeline/deps";
import { bindQueue, researchJobs } from "./pipeline/jobs";
import { recheckFeaturedJob } from "./pipeline/recheck-featured";
import type { ModelResolver } from "./pipeline/start";
import { createSources, type Sources } from "./sources";
import { createStorage, type Storage } from "./storage/storage";

/** The composer's model list (spec §2) and the settings a model gives a new document. */
export type ModelList = Pick<ModelCatalog, "list" | "defaultModelId"> & ModelResolver;

export type { OfflineEngines };

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  bus: EventBus;
  queue: JobQueue;
  storage: Storage;
  sources: Sources;
  models: ModelList;
  research: ResearchDeps;
  billing: Billing;
  /** Stripe (checkout, saved cards, webhook); null without STRIPE_SECRET_KEY. */
  stripe: StripeBilling | null;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Tests, and the embedded processes (web and worker on the database thread's socket): an open database. */
  database?: Database;
  /** The embedded processes: events exchanged between them (otherwise chosen from the database). */
  bus?: EventBus;
  /** Tests: change parts of the pipeline's dependencies (engines, search, reader…). */
  research?: Partial<ResearchDeps>;
  offline: OfflineEngines;
  /** Billing: charges a default card for auto-recharge (the Stripe integration; tests record calls). */
  cardPort?: CardPort;
  /** Tests: billing's clock (the UTC month). */
  now?: () => Date;
  /** The web process: the library is indexed when first used, not at start (research runs elsewhere). */
  lazyLibrary?: boolean;
  /** This process queues scheduled jobs when due (not the embedded worker process, which stops when idle). */
  timekeeper?: boolean;
}

export async function createServices(config: Config, options: ServiceOptions): Promise<Services> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const bus =
    options.bus ??
    (database.pool && database.url ? createPostgresBus(database.pool, database.url) : createMemoryBus());
  // What the white-label palette changed for contrast, so the operator knows why a colour differs.
  for (const change of config.brand.palette?.adjustments ?? [])
    logger.info(`[brand] WHITE_LABEL_THEME: ${change}`);
  const mailer = createMailer(config);
  const storage = createStorage(config);
  // The account's papers, files and likes go before its user row (billing settles their holds first).
  const auth = createAuth({
    config,
    database,
    mailer,
    deleteAccountData: (userId) => deleteAccountData({ deps: research, userId }),
  });
  const catalog = createModelCatalog(config.llm);
  const factory = createModelEngineFactory({ catalog });
  const sources = createSources(config.sources, {
    embedder: createEmbedder(config.llm) ?? undefined,
    lazyLibrary: options.lazyLibrary,
  });
  const models: ModelList = {
    list: () => catalog.list(),
    defaultModelId: () => catalog.defaultModelId(),
    resolve: (id) => catalog.settingsFor(id),
    isProOnly: (id) => catalog.isProOnly(id),
  };

  // Stripe's library is loaded only when payments are configured (a chunk of the server bundle).
  const stripe = config.STRIPE_SECRET_KEY
    ? (await import("./billing/stripe")).createStripeBilling({
        db: database.db,
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBaseUrl: config.STRIPE_API_BASE_URL,
      })
    : null;
  const cardPort = options.cardPort ?? stripe?.cardPort;
  const billing = createBilling({
    db: database.db,
    enabled: config.FEATURE_BILLING,
    pricing: { markup: config.PRICE_MARKUP, perPaperCents: config.PRICE_PER_PAPER },
    pricesFor: (llm) => {
      if (llm.llmProvider === "OFFLINE") return {};
      const small = catalog.get(llm.modelId)?.smallModelName;
      return {
        main: catalog.prices.tokenPrice(llm.modelName),
        small: small ? catalog.prices.tokenPrice(small) : undefined,
      };
    },
    mailer,
    appName: config.APP_NAME,
    ...(cardPort ? { cardPort } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  const research: ResearchDeps = {
    db: database.db,
    bus,
    storage,
    engineFor: (settings) =>
      settings.llm.llmProvider === "OFFLINE" ? options.offline.engine : factory.engineFor(settings),
    search: sources.search,
    library: sources.library ?? null,
    reader: sources.reader,
    retriever: sources.retriever,
    coverGenerator: createImageGenerator(config.llm),
    offlineCover: options.offline.cover,
    failStepOnce: config.TEST_FAIL_STEP_ONCE,
    limits: {
      sectionConcurrency: config.SECTION_CONCURRENCY,
      pageConcurrency: 5,
      retryDelayMs: config.RETRY_DELAY_MS,
    },
    enqueue: async () => {
      throw new Error("The queue is not bound yet");
    },
    publicOrigins: () =>
      config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : localOrigins(config.PORT),
    billing,
    ...options.research,
  };

  const queue = new JobQueue({
    database,
    bus,
    pollSeconds: config.JOB_POLL_SECONDS,
    timekeeper: options.timekeeper,
  });
  const jobs: AnyJob[] = [
    ...researchJobs(research, { concurrency: config.WORKER_CONCURRENCY }),
    recheckFeaturedJob(research, { cron: config.RECHECK_FEATURED_CRON }),
  ];
  await queue.start(jobs);
  bindQueue(research, queue, jobs);

  return {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    bus,
    queue,
    storage,
    sources,
    models,
    research,
    billing,
    stripe,
    async close() {
      await queue.stop();
      sources.close();
      await bus.close();
      if (!options.database) await database.close();
    },
  };
}

/** Without PUBLIC_URL, links to this instance are recognised on its local addresses. */
function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
