// Builds every service once from the configuration; the web and worker roles share this.

import type { ModelOption } from "../common/types";
import { type Auth, createAuth } from "./auth/auth";
import type { Config } from "./config";
import { type Database, type Db, openDatabase } from "./db/client";
import { createMemoryBus, createPostgresBus, type EventBus } from "./events/bus";
import { type JobDefinition, JobQueue } from "./jobs/queue";
import { createMailer, type Mailer } from "./mail/mailer";

/** The composer's model list (spec §2). */
export interface ModelList {
  list(): ModelOption[];
  defaultModelId(): string;
}

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  bus: EventBus;
  queue: JobQueue;
  models: ModelList;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Jobs this build declares (the pipeline's steps). */
  jobs?: JobDefinition<never>[];
  /** Tests: reuse an open database. */
  database?: Database;
}

export async function createServices(config: Config, options: ServiceOptions = {}): Promise<Services> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const bus = database.pool ? createPostgresBus(database.pool) : createMemoryBus();
  const mailer = createMailer(config);
  const auth = createAuth({ config, database, mailer });
  const queue = new JobQueue({ database, bus, pollSeconds: config.JOB_POLL_SECONDS });
  await queue.start(options.jobs ?? []);
  return {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    bus,
    queue,
    models: {
      list: () => [{ id: "offline", label: "Offline", provider: "OFFLINE", enabled: true, proOnly: false }],
      defaultModelId: () => "offline",
    },
    async close() {
      await queue.stop();
      await bus.close();
      if (!options.database) await database.close();
    },
  };
}
