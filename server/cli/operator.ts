// Operator commands of `treatise` that change accounts and papers (`treatise quota set …`). Each command
// opens the configured database directly: in embedded mode, run them while the server is stopped (one
// process at a time may open the data folder); with DATABASE_URL they run beside a live server.

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  applyPurchase,
  balanceOf,
  heldCents,
  monthUsageCents,
  recentEntries,
  utcMonth,
} from "../billing/ledger";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { user } from "../db/schema";
import { hideFromFeatured } from "../documents/featured";
import { setLogLevel } from "../logger";
import { setPaperQuota } from "../policies/create-gates";

/** What a command prints and the exit code it ends with (0 done, 1 failed, 2 bad usage). */
export interface CommandResult {
  code: 0 | 1 | 2;
  out?: string;
  err?: string;
}

interface Command {
  usage: string;
  run(args: string[], database: Database): Promise<CommandResult>;
}

/** Operator commands by their first two words; other issues add theirs here. */
export const OPERATOR_COMMANDS: Record<string, Command> = {
  "quota set": {
    usage: "treatise quota set <email> <papers>",
    async run([email, papers], database) {
      if (!email || !papers || !/^\d+$/.test(papers) || Number(papers) > 1_000_000) {
        return { code: 2, err: `Usage: ${this.usage} (papers: a whole number from 0 to 1000000)` };
      }
      const address = email.trim().toLowerCase();
      const found = await setPaperQuota({ db: database.db, email: address, quota: Number(papers) });
      if (!found) return { code: 1, err: `No account with the email ${address}.` };
      return { code: 0, out: `${address} may now create ${Number(papers)} papers in all.` };
    },
  },
  "credits grant": {
    usage: 'treatise credits grant <email> <dollars> --note "why"',
    async run(args, database) {
      const [email, dollars, flag, note] = args;
      const cents = centsOf(dollars);
      if (!email || cents === null || flag !== "--note" || !note?.trim() || args.length !== 4) {
        return {
          code: 2,
          err: `Usage: ${this.usage} (dollars: more than 0 and at most 100000, two decimals at most; the note says why)`,
        };
      }
      const account = await accountOf(database, email);
      if (!account) return { code: 1, err: `No account with the email ${email.trim().toLowerCase()}.` };
      const result = await applyPurchase({
        db: database.db,
        userId: account.id,
        amountCents: cents,
        idempotencyKey: `operator_grant:${randomUUID()}`,
        source: "operator_grant",
        note: note.trim(),
      });
      return {
        code: 0,
        out: `Granted ${usd(cents)} to ${account.email} ("${note.trim()}"). Balance: ${usd(result.balanceCents)}.`,
      };
    },
  },
  "credits show": {
    usage: "treatise credits show <email>",
    async run([email], database) {
      if (!email) return { code: 2, err: `Usage: ${this.usage}` };
      const account = await accountOf(database, email);
      if (!account) return { code: 1, err: `No account with the email ${email.trim().toLowerCase()}.` };
      const db = database.db;
      const now = new Date();
      const lines = await recentEntries({ db, userId: account.id, limit: 20 });
      const out = [
        `${account.email}`,
        `  balance:          ${usd(await balanceOf({ db, userId: account.id }))}`,
        `  held for papers:  ${usd(await heldCents({ db, userId: account.id }))}`,
        `  usage ${utcMonth(now).key} (UTC): ${usd(await monthUsageCents({ db, userId: account.id, now }))}`,
        lines.length ? "  latest ledger lines:" : "  no ledger lines yet",
        ...lines.map(
          (l) =>
            `    ${l.createdAt.toISOString()}  ${l.kind.padEnd(14)} ${usd(l.amountCents).padStart(10)}  → ${usd(l.balanceAfterCents)}` +
            `${l.documentId ? `  paper ${l.documentId}` : ""}${l.note ? `  "${l.note}"` : ""}`,
        ),
      ];
      return { code: 0, out: out.join("\n") };
    },
  },
  "featured hide": {
    usage: "treatise featured hide <paper id>",
    async run(args, database) {
      const [id] = args;
      if (!id || args.length !== 1 || !DOCUMENT_ID.test(id)) {
        return {
          code: 2,
          err: `Usage: ${this.usage} (the id in the paper's address /d/<id> or /share/<id>)`,
        };
      }
      const hidden = await hideFromFeatured({ db: database.db, documentId: id.toLowerCase() });
      if (!hidden) return { code: 1, err: `No paper with the id ${id}.` };
      return {
        code: 0,
        out: `"${hidden.title}" (${id.toLowerCase()}) is hidden from Featured Articles; its owner cannot publish it there again.`,
      };
    },
  },
};

/** The ids papers are given (UUIDs); anything else names no paper. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "12.5" → 1250 cents; null unless a positive amount up to $100,000 with at most two decimals. */
function centsOf(dollars: string | undefined): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(dollars ?? "");
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 && cents <= 10_000_000 ? cents : null;
}

function usd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

async function accountOf(database: Database, email: string) {
  const [row] = await database.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** True when argv names an operator command (`quota set`, …) rather than a server role. */
export function isOperatorCommand(argv: readonly string[]): boolean {
  return Object.keys(OPERATOR_COMMANDS).some((name) => name.split(" ")[0] === argv[0]);
}

/** Runs an operator command against `database` (tests pass theirs; the CLI opens the configured one). */
export async function runOperatorCommand(
  argv: readonly string[],
  database?: Database,
): Promise<CommandResult> {
  const name = `${argv[0] ?? ""} ${argv[1] ?? ""}`;
  const command = OPERATOR_COMMANDS[name];
  if (!command) {
    const known = Object.values(OPERATOR_COMMANDS).map((c) => `  ${c.usage}`);
    return { code: 2, err: `Unknown command '${argv.join(" ")}'. Operator commands:\n${known.join("\n")}` };
  }
  const db = database ?? (await openConfiguredDatabase());
  try {
    return await command.run(argv.slice(2), db);
  } finally {
    if (!database) await db.close();
  }
}

async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}
