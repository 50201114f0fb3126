// Operator commands of `treatise` that change accounts and papers (`treatise quota set …`). Each command
// opens the configured database directly: in embedded mode, run them while the server is stopped (one
// process at a time may open the data folder); with DATABASE_URL they run beside a live server.
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { setPaperQuota } from "../research/gates";

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
};

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
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}
