// What the document domain needs from the rest of the server: a subset of the pipeline's deps.
import type { Db } from "../db/client";
import type { EventBus } from "../events/bus";
import type { Storage } from "../storage/storage";

export interface DocumentDeps {
  db: Db;
  bus: EventBus;
  storage: Storage;
  /** Billing: settles a paper's holds and charge when its work stops (absent: nothing is charged). */
  billing?: { settle(options: { documentId: string }): Promise<unknown> };
}
