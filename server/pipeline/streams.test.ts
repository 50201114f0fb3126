import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
beforeAll(async () => {
  // Slow streaming, so a viewer can join in the middle of a section.
  t = await startResearchApp({ model: { streamChunkChars: 8, streamDelayMs: 15 } });
});
afterAll(async () => {
  await t?.close();
});

/** Reads SSE frames until `stop` says enough or the time runs out. */
async function readEvents(res: Response, stop: (events: { event: string; data: string }[]) => boolean) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = "";
  while (!stop(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(frame)?.[1] ?? "";
      events.push({ event, data });
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return events;
}

describe("document event stream", () => {
  it("sends UPDATE at once when the document changed after updatedAt, then live updates", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const res = await t.request(`/api/document/${id}/watch/edge?updatedAt=0`, { user });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(res, (e) => e.length >= 3);
    expect(events.slice(0, 3).every((e) => e.event === "UPDATE")).toBe(true);
    const times = events.map((e) => Number(e.data));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await t.waitFor(user, id);
  });

  it("stays quiet for a document that has not changed since updatedAt", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    const controller = new AbortController();
    const res = await t.request(`/api/document/${id}/watch/edge?updatedAt=${Date.parse(doc.updatedAt)}`, {
      user,
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const first = await Promise.race([
      reader.read().then(() => "data"),
      new Promise((r) => setTimeout(() => r("quiet"), 500)),
    ]);
    expect(first).toBe("quiet");
    controller.abort();
  });
});

describe("section text stream", () => {
  it("replays what is written, then streams the rest live, ending with the saved text", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    // Join while section 1 is being written.
    await t.waitFor(
      user,
      id,
      (d) => d.content.plan.sections[0]?.status === "GENERATING" || d.status === "COMPLETE",
    );
    const res = await t.request(`/api/document/${id}/section/0/fetch/edge`, { user });
    expect(res.headers.get("content-type")).toContain("text/plain");
    const streamed = await res.text();
    const doc = await t.waitFor(user, id);
    const saved = doc.content.plan.sections[0]?.content ?? "";
    expect(saved.length).toBeGreaterThan(0);
    // What the viewer saw is the section as written (before references renumbering, numbers aside).
    expect(streamed.replace(/\[\d+\]/g, "[]")).toBe(saved.replace(/\[\d+\]/g, "[]"));
  });
});
