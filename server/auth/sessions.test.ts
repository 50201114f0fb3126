// SessionLiveness: the checks of requests that come together share one query, and each still sees every
// revocation made before it was asked.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { SessionLiveness } from "./sessions";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(() => t.close());

async function sessionsOf(userId: string): Promise<string[]> {
  const rows = await t.services.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
  return rows.map((r) => r.id);
}

describe("SessionLiveness", () => {
  it("answers many checks at once, each for its own session, and none for a revoked one", async () => {
    const people = await Promise.all([t.signUp("A"), t.signUp("B"), t.signUp("C")]);
    const ids = (await Promise.all(people.map((p) => sessionsOf(p.id)))).flat();
    expect(ids).toHaveLength(3);
    const liveness = new SessionLiveness(t.services.db);
    const asked = [...ids, "no-such-session", ...ids];
    expect(await Promise.all(asked.map((id) => liveness.isLive(id)))).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
    // Revoked, then asked (also while another check is under way): refused.
    const first = liveness.isLive(ids[0]!);
    await t.services.db.delete(session).where(eq(session.id, ids[1]!));
    const after = await Promise.all([liveness.isLive(ids[1]!), liveness.isLive(ids[2]!)]);
    expect(await first).toBe(true);
    expect(after).toEqual([false, true]);
  });
});
