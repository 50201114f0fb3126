// The paid steps on a real database (PGlite; PostgreSQL with `npm run test:pg`): Create Plan, Write Paper,
// Regenerate Summary and Retry each check the full estimate, the per-paper price included, so a paper on
// the offline engine (no provider cost) is refused with 402 at $0 — and the per-paper price is still
// charged once per paper, however many steps held it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { buildDocument, buildUser } from "../test/factories";
import { createBilling } from "./billing";
import { balanceOf, heldCents } from "./ledger";
import { type PaidAction, paidAction, stagesOf } from "./paper-gates";

const PER_PAPER_CENTS = 500;

let t: TestDatabase;
let db: Db;
let billing: ReturnType<typeof createBilling>;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  billing = createBilling({
    db,
    enabled: true,
    pricing: { markup: 1, perPaperCents: PER_PAPER_CENTS },
    // The offline engine: no known token price, so its provider cost is 0.
    pricesFor: () => ({}),
  });
});
afterAll(async () => {
  await t.drop();
});

async function grant(userId: string, amountCents: number) {
  await billing.applyPurchase({ userId, amountCents, idempotencyKey: `grant:${userId}`, source: "purchase" });
}

/** An offline paper of the user waiting for the step, and what the gate of the step does with it. */
async function step(userId: string, action: Exclude<PaidAction, "create">) {
  const state =
    action === "retry"
      ? await buildDocument(db, { user: { id: userId }, status: "ERROR" })
      : await buildDocument(db, {
          user: { id: userId },
          status: "READY",
          automaticMode: false,
          awaiting: action === "write" ? "OUTLINE" : "SUMMARY",
          sections: action === "write" ? 3 : 0,
        });
  let ran = false;
  const attempt = () =>
    paidAction({
      billing,
      db,
      viewer: { id: userId },
      documentId: state.doc.id,
      action,
      run: async () => {
        ran = true;
        return "started";
      },
    });
  return { state, attempt, ran: () => ran };
}

const STEPS = ["plan", "write", "summary", "retry"] as const;

describe("paidAction", () => {
  it.each(STEPS)("%s: estimates the per-paper price with the step, as the composer does", async (action) => {
    const user = await buildUser(db);
    const { state } = await step(user.id, action);
    const { stages, shape } = stagesOf(action, state.doc.settings, state);
    expect(billing.estimateFor({ llm: state.doc.settings.llm, stages, shape, includePerPaper: true })).toBe(
      PER_PAPER_CENTS,
    );
  });

  it.each(STEPS)(
    "%s: answers 402 on the offline engine with no credits and starts nothing",
    async (action) => {
      const user = await buildUser(db);
      const { attempt, ran } = await step(user.id, action);
      const refused = await attempt().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe("INSUFFICIENT_CREDITS");
      expect((refused as AppError).status).toBe(402);
      expect(ran()).toBe(false);
      expect(await heldCents({ db, userId: user.id })).toBe(0);
    },
  );

  it.each(STEPS)("%s: answers 402 one cent short of the per-paper price", async (action) => {
    const user = await buildUser(db);
    await grant(user.id, PER_PAPER_CENTS - 1);
    const { attempt, ran } = await step(user.id, action);
    await expect(attempt()).rejects.toMatchObject({ code: "INSUFFICIENT_CREDITS" });
    expect(ran()).toBe(false);
    expect(await balanceOf({ db, userId: user.id })).toBe(PER_PAPER_CENTS - 1);
  });

  it("holds the full estimate for a step, and a paper is charged the per-paper price once", async () => {
    const user = await buildUser(db);
    await grant(user.id, 2 * PER_PAPER_CENTS);
    const { state, attempt, ran } = await step(user.id, "plan");
    await expect(attempt()).resolves.toBe("started");
    expect(ran()).toBe(true);
    expect(await heldCents({ db, userId: user.id })).toBe(PER_PAPER_CENTS);
    // The step's stop settles the paper: the hold goes back, the per-paper price is charged.
    const first = await billing.settle({ documentId: state.doc.id });
    expect(first).toMatchObject({ chargedCents: PER_PAPER_CENTS, totalChargedCents: PER_PAPER_CENTS });
    expect(await balanceOf({ db, userId: user.id })).toBe(PER_PAPER_CENTS);
    // Its next step holds the full estimate again, and its settlement charges nothing more.
    const next = await paidAction({
      billing,
      db,
      viewer: { id: user.id },
      documentId: state.doc.id,
      action: "write",
      run: async () => "started",
    });
    expect(next).toBe("started");
    expect(await balanceOf({ db, userId: user.id })).toBe(0);
    const second = await billing.settle({ documentId: state.doc.id });
    expect(second).toMatchObject({ chargedCents: 0, totalChargedCents: PER_PAPER_CENTS });
    expect(await balanceOf({ db, userId: user.id })).toBe(PER_PAPER_CENTS);
    expect(await heldCents({ db, userId: user.id })).toBe(0);
  });

  it("gives the hold back when the step after the gate fails", async () => {
    const user = await buildUser(db);
    await grant(user.id, PER_PAPER_CENTS);
    const { state } = await step(user.id, "summary");
    await expect(
      paidAction({
        billing,
        db,
        viewer: { id: user.id },
        documentId: state.doc.id,
        action: "summary",
        run: async () => {
          throw new AppError("NOT_EDITABLE");
        },
      }),
    ).rejects.toMatchObject({ code: "NOT_EDITABLE" });
    expect(await balanceOf({ db, userId: user.id })).toBe(PER_PAPER_CENTS);
    expect(await heldCents({ db, userId: user.id })).toBe(0);
  });
});
