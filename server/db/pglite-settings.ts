// PGlite's settings, shared by the database in this process (tests, the command line) and the embedded
// server's database thread.
import { PGlite } from "@electric-sql/pglite";

/**
 * Start settings: Postgres's default 128 MB buffer pool is most of an idle server's memory (RSS of the
 * database alone 290 → 184 MB with 16 MB); the operating system caches the data files anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
