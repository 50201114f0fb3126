// `npm run test:pg`: the whole Vitest suite again, on real PostgreSQL instead of PGlite.
// Creates a fresh database for this run on the server of TEST_PG_SERVER (default: this machine's
// postgres://postgres@127.0.0.1:5432/), runs `vitest run` with TEST_DATABASE_URL pointing at it (every
// test file then makes its own database on that server), and drops it at the end, also on Ctrl-C.
// Extra arguments go to Vitest: `npm run test:pg -- server/jobs` or `-- --reporter=json --outputFile=…`.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverUrl = process.env.TEST_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `treatise_ci_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

let version;
try {
  version = (await admin("SHOW server_version")).rows[0].server_version;
  await admin(`CREATE DATABASE ${name}`);
} catch (error) {
  console.error(
    `test:pg: cannot create a database on ${redact(serverUrl)}: ${error.message}\n` +
      "Start PostgreSQL there, or point TEST_PG_SERVER at a server where this user may CREATE DATABASE.",
  );
  process.exit(2);
}
const url = new URL(serverUrl);
url.pathname = `/${name}`;
console.log(`test:pg: PostgreSQL ${version}, database ${name} (dropped at the end)`);

let dropped = false;
async function drop() {
  if (dropped) return;
  dropped = true;
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) =>
    console.error(`test:pg: could not drop ${name}: ${error.message}`),
  );
}

const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const child = spawn(process.execPath, [vitest, "run", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url.toString() },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
const code = await new Promise((resolve) => {
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await drop();
process.exit(code);

function redact(value) {
  const u = new URL(value);
  if (u.password) u.password = "***";
  return u.toString();
}
