// The citation check is a step of its own (issue 31): a written section is kept, with its sources, while
// its citations are checked, and the next section is written meanwhile (one section at a time here). A
// process that dies mid-check leaves the written text; the worker that takes over checks it again, and
// the finished section shows only checked text.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { documentSections } from "../db/schema";
import { createLlmEngine } from "../engines/llm";
import { createServices, type Services } from "../services";
import { createRetriever } from "../sources";
import { startFixtureWeb } from "../test/fixture-web";
import { lazyOfflineEngines, startTestApp, type TestApp } from "../test/harness";
import { createResearchModel, scriptedAnswer } from "../test/research-model";

const INVENTED = "Web browsers were first built on the Moon in 1850";

/** A section with a claim no source makes: the rules cannot keep it, the judge is asked. */
const misCiting = (prompt: string) => {
  const sound = scriptedAnswer(null, prompt);
  const first = /\[(\d+)\]/.exec(sound)?.[1] ?? "1";
  return `${sound}\n\n${INVENTED} [${first}].`;
};

/** Waits (polling) until `ready` answers a value; fails with `what` when it never does. */
async function until<T>(what: string, ready: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await ready();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe("the citation check as its own step", () => {
  it("writes the next section while a section is checked, and a check cut off by a dead process is done again", {
    timeout: 120_000,
  }, async () => {
    const web = await startFixtureWeb();
    cleanups.push(() => web.close());
    // The first process: its first judge call never answers (the process dies in it), nor does a section's
    // write asked after it (so that nothing else runs there when it dies).
    const asked: string[] = [];
    let judging = false;
    const never = new Promise<void>(() => {});
    const first = createResearchModel({
      override: (kind, _n, prompt) => (kind === "section" ? misCiting(prompt) : undefined),
      hold: (kind) => {
        asked.push(kind);
        if (kind === "check") judging = true;
        return kind === "check" || (judging && kind === "section") ? never : undefined;
      },
    });
    const engine = createLlmEngine({ models: { languageModel: first.model, smallModel: first.model } });
    const env = { ...web.env, OPENAI_API_KEY: "test-openai-key", SECTION_CONCURRENCY: "1" };
    const t: TestApp = await startTestApp({
      env,
      research: { retriever: createRetriever(), engineFor: () => engine },
    });
    cleanups.push(() => t.close());
    const user = await t.signUp();
    const res = await t.request("/api/document", {
      method: "POST",
      user,
      json: { query: "How do web browsers render pages?", model: "gpt-4o", numberOfSections: 3 },
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { document: { id: string } }).document.id;
    const rows = () =>
      t.services.db
        .select()
        .from(documentSections)
        .where(eq(documentSections.documentId, id))
        .orderBy(documentSections.idx);

    // Section 1 is written and its check waits on the judge: section 2 is being written meanwhile.
    await until("the second section's write asked while the first section's check waits", async () =>
      judging && asked.filter((k) => k === "section").length >= 2 ? true : undefined,
    );
    expect(asked.filter((k) => k === "check")).toHaveLength(1);
    const [one, two] = await rows();
    expect(one?.status).toBe("GENERATING");
    expect(one?.sources?.length).toBeGreaterThan(0);
    expect(one?.content).toContain(INVENTED); // the written text, kept (not yet checked)
    expect(one?.citationCheck).toBeNull();
    expect(two?.status).toBe("GENERATING");

    // The process dies (its jobs left active); another starts on the same database with a judge that answers.
    await t.services.queue.stop(0);
    const second = createResearchModel({
      override: (kind, _n, prompt) => (kind === "section" ? misCiting(prompt) : undefined),
    });
    const engine2 = createLlmEngine({ models: { languageModel: second.model, smallModel: second.model } });
    const next: Services = await createServices(t.config, {
      database: t.services.database,
      research: { retriever: createRetriever(), engineFor: () => engine2 },
      offline: lazyOfflineEngines(),
    });
    cleanups.push(() => next.close());
    await next.queue.work();

    const get = async () => {
      const got = await t.request(`/api/document/${id}`, { user });
      return ((await got.json()) as { document: PresentedDocument }).document;
    };
    const doc = await until("the paper finished by the second process", async () => {
      const d = await get();
      return d.status === "COMPLETE" || d.status === "ERROR" ? d : undefined;
    });
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    // The first section was not written again: its check ran again on the kept text.
    expect(second.calls.section).toBe(2); // sections 2 (cut off) and 3
    expect(second.calls.check).toBe(3);
    const sections = await rows();
    for (const s of sections) {
      expect(s.status).toBe("COMPLETE");
      expect(s.content).not.toContain(INVENTED);
      expect(s.citationCheck?.counts.judgeCalls).toBe(1);
    }
    const [checked] = await t.services.db
      .select()
      .from(documentSections)
      .where(and(eq(documentSections.documentId, id), eq(documentSections.idx, 0)));
    expect(checked?.citationCheck?.counts.cited).toBeGreaterThan(0);
    expect(
      doc.content.events.filter((e) => e.startsWith("Checked the citations of section 1:")),
    ).toHaveLength(1);
  });
});
