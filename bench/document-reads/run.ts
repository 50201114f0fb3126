// bench/document-reads: the bytes one viewer of a paper receives from its creation to COMPLETE (issue 32,
// item 8), as the document page reads it: the event stream (GET …/watch/edge) and a read of the paper on
// each UPDATE. Four viewers watch the same paper in the same run:
//   before — reads the whole paper on each UPDATE (GET /api/document/{id}), as the page did;
//   after  — the page's reader now (app/api/document-read.ts): If-None-Match (304) and ?base= (what changed);
// each once plain and once gzipped (as a browser asks). Prints bytes received (answers' bodies as sent,
// and the event stream's), the number of reads and of 304s, and each figure as a multiple of the finished
// paper's size in the same encoding (the goal: ≤ 3×). Section text streams (…/fetch/edge) are the same
// for both and are not counted. The paper is written in-process by the offline engine from the test
// library (5 sections), on the embedded database (or PostgreSQL with TEST_DATABASE_URL).
// Run: npx tsx bench/document-reads/run.ts [--sections 5] [--question "…"]
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { readDocument } from "../../app/api/document-read";
import type { DocumentResponse } from "../../common/api";
import { startTestApp, type TestApp, type TestUser } from "../../server/test/harness";

const root = path.resolve(import.meta.dirname, "..", "..");
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const sections = Number(arg("sections", "5"));
const verbose = args.includes("--verbose");
const question = arg("question", "What happened in the 2022 Crimean Bridge explosion and what followed?");

interface Tally {
  reads: number;
  notModified: number;
  whole: number;
  bodyBytes: number;
  streamBytes: number;
}

/** One page watching the paper: its event stream, and a read after each UPDATE (one at a time). */
async function watchAsViewer(
  t: TestApp,
  user: TestUser,
  id: string,
  options: { strategy: "before" | "after"; gzip: boolean },
): Promise<Tally> {
  const tally: Tally = { reads: 0, notModified: 0, whole: 0, bodyBytes: 0, streamBytes: 0 };
  const encoding: Record<string, string> = options.gzip ? { "accept-encoding": "gzip" } : {};
  const counted: typeof fetch = async (input, init) => {
    const headers = { ...Object.fromEntries(new Headers(init?.headers).entries()), ...encoding };
    const res = await t.request(String(input), { user, headers });
    const body = Buffer.from(await res.arrayBuffer()); // as sent: gzipped when it was
    tally.reads += 1;
    tally.bodyBytes += body.byteLength;
    if (res.status === 304) tally.notModified += 1;
    if (!String(input).includes("?base=") && res.status === 200) tally.whole += 1;
    const plain = res.headers.get("content-encoding") === "gzip" ? gunzipSync(body) : body;
    const headersOut = new Headers(res.headers);
    headersOut.delete("content-encoding");
    return new Response(res.status === 304 ? null : plain, { status: res.status, headers: headersOut });
  };
  let held: DocumentResponse | undefined;
  const read = async () => {
    held =
      options.strategy === "after"
        ? await readDocument({ id, held, fetch: counted })
        : await readDocument({ id, fetch: counted });
    if (verbose)
      console.log(`${options.strategy} ${options.gzip ? "gzip" : "plain"}: ${held.document.status}`);
    return held.document.status;
  };

  let status = await read();
  if (status === "COMPLETE") return tally;
  const controller = new AbortController();
  const since = held ? Date.parse(held.document.updatedAt) : 0;
  const stream = await t.request(`/api/document/${id}/watch/edge?updatedAt=${since}`, {
    user,
    signal: controller.signal,
  });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error("no event stream");
  const decoder = new TextDecoder();
  let buffered = "";
  // One read per UPDATE, in order (the page refetches on each one); none after the paper is COMPLETE.
  let pending = 0;
  let reading: Promise<void> | null = null;
  const onUpdate = () => {
    pending += 1;
    reading ??= (async () => {
      while (pending > 0 && status !== "COMPLETE") {
        pending -= 1;
        status = await read();
      }
      reading = null;
      if (status === "COMPLETE") {
        controller.abort();
        await reader.cancel().catch(() => undefined);
      }
    })();
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      tally.streamBytes += value.byteLength;
      buffered += decoder.decode(value, { stream: true });
      let end = buffered.indexOf("\n\n");
      while (end >= 0) {
        if (/^event: ?UPDATE$/m.test(buffered.slice(0, end))) onUpdate();
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf("\n\n");
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  await reading;
  return tally;
}

async function main() {
  const t = await startTestApp({
    env: {
      LIBRARY_DIR: path.join(root, "testdata", "eval", "freshwiki", "txt"),
      OPENAI_API_KEY: "",
      ANTHROPIC_API_KEY: "",
      GOOGLE_GENERATIVE_AI_API_KEY: "",
      SERPER_API_KEY: "",
    },
  });
  try {
    const user = await t.signUp("Bench");
    const created = await t.request("/api/document", {
      method: "POST",
      user,
      json: { query: question, searchTypes: ["library"], numberOfSections: sections },
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const { id } = ((await created.json()) as { document: { id: string } }).document;
    const started = Date.now();
    const viewers = [
      { strategy: "before", gzip: false },
      { strategy: "after", gzip: false },
      { strategy: "before", gzip: true },
      { strategy: "after", gzip: true },
    ] as const;
    const tallies = await Promise.all(viewers.map((v) => watchAsViewer(t, user, id, v)));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const finalSize = async (gzip: boolean) => {
      const res = await t.request(`/api/document/${id}`, {
        user,
        headers: gzip ? { "accept-encoding": "gzip" } : {},
      });
      return (await res.arrayBuffer()).byteLength;
    };
    const finished = { plain: await finalSize(false), gzip: await finalSize(true) };
    const status = ((await (await t.request(`/api/document/${id}`, { user })).json()) as DocumentResponse)
      .document.status;
    console.log(`Paper ${id}: ${status}, ${sections} sections, COMPLETE ${seconds} s after it was created`);
    console.log(`Finished paper: ${kb(finished.plain)} plain, ${kb(finished.gzip)} gzipped\n`);
    console.log("viewer            reads  304s  whole  answers      stream     total        × finished");
    viewers.forEach((v, n) => {
      const tally = tallies[n] as Tally;
      const total = tally.bodyBytes + tally.streamBytes;
      const size = v.gzip ? finished.gzip : finished.plain;
      const name = `${v.strategy} ${v.gzip ? "gzip" : "plain"}`.padEnd(16);
      console.log(
        `${name}  ${pad(tally.reads, 5)}  ${pad(tally.notModified, 4)}  ${pad(tally.whole, 5)}  ${kb(tally.bodyBytes).padStart(10)}  ${kb(tally.streamBytes).padStart(9)}  ${kb(total).padStart(10)}  ${(total / size).toFixed(2).padStart(8)}×`,
      );
    });
  } finally {
    await t.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (n: number, width: number) => String(n).padStart(width);

await main();
