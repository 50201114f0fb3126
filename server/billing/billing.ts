// Billing as the rest of the server uses it: the paid gates (403 monthly budget, then 402 credits, then a
// hold), settling a paper when its work stops, the usage-threshold mail, auto-recharge through a card
// port, and the settings. With billing off (FEATURE_BILLING=false) nothing is held or charged.
import { eq, sql } from "drizzle-orm";
import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from "../../common/billing";
import type { LlmSettings } from "../../common/types";
import type { Db } from "../db/client";
import { billingAccounts, user } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { StageShape } from "./estimate-assumptions";
import * as ledger from "./ledger";
import { estimateCents, type ModelPrices, type PaidStage, type Pricing } from "./prices";

/** Charges a user's default card off-session (implemented with Stripe). Credits arrive later, when the
 * payment succeeds, through applyPurchase({source: "auto_recharge", idempotencyKey}) with the same key. */
export interface CardPort {
  chargeDefaultCard(request: { userId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
}

/** No card processor configured: an auto-recharge cannot be made (logged, and tried again later). */
export const NO_CARD_PORT: CardPort = {
  async chargeDefaultCard() {
    throw new Error("no card processor is configured (Stripe)");
  },
};

/** A pending auto-recharge older than this is asked again (its payment never arrived). */
const RECHARGE_RETRY_MS = 60 * 60 * 1000;

export interface BillingOptions {
  db: Db;
  enabled: boolean;
  pricing: Pricing;
  /** Token prices of a document's models (its main and cheap model; none for the offline engine). */
  pricesFor(llm: Pick<LlmSettings, "llmProvider" | "modelId" | "modelName">): ModelPrices;
  cardPort?: CardPort;
  mailer?: Mailer;
  appName?: string;
  /** The clock (tests turn the UTC month with it). */
  now?: () => Date;
}

export type Billing = ReturnType<typeof createBilling>;

/** Builds the billing service; every method is a no-op gate or settlement when billing is off. */
export function createBilling(options: BillingOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const cardPort = options.cardPort ?? NO_CARD_PORT;

  async function settingsOf(userId: string): Promise<BillingSettings> {
    const [row] = await db
      .select({ settings: billingAccounts.settings })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId));
    return row?.settings ?? DEFAULT_BILLING_SETTINGS;
  }

  /** 403 once the month's charges have reached the monthly budget (checked before credits). */
  async function assertWithinBudget(userId: string, at: Date): Promise<void> {
    const settings = await settingsOf(userId);
    const used = await ledger.monthUsageCents({ db, userId, now: at });
    if (used >= settings.usageLimits.monthlyBudget) throw new AppError("USAGE_LIMIT_EXCEEDED");
  }

  async function autoRecharge(userId: string, settings: BillingSettings, at: Date): Promise<void> {
    const { enabled, rechargeThreshold, rechargeToAmount } = settings.autoRechargeSettings;
    if (!enabled) return;
    // One claim per account: however many settlements see a low balance at once, one asks the card.
    const claimed = await db
      .update(billingAccounts)
      .set({ rechargeRequestedAt: at })
      .where(
        sql`${billingAccounts.userId} = ${userId} AND ${billingAccounts.creditsCents} < ${rechargeThreshold}
          AND (${billingAccounts.rechargeRequestedAt} IS NULL
            OR ${billingAccounts.rechargeRequestedAt} < ${new Date(at.getTime() - RECHARGE_RETRY_MS)})`,
      )
      .returning({ credits: billingAccounts.creditsCents });
    const row = claimed[0];
    if (!row) return;
    const amountCents = rechargeToAmount - row.credits;
    const idempotencyKey = `auto_recharge:${userId}:${at.getTime()}`;
    try {
      await cardPort.chargeDefaultCard({ userId, amountCents, idempotencyKey });
    } catch (error) {
      logger.warn(`[billing] auto-recharge of ${amountCents} cents for ${userId} failed`, error);
      await db
        .update(billingAccounts)
        .set({ rechargeRequestedAt: null })
        .where(eq(billingAccounts.userId, userId));
    }
  }

  async function usageMail(userId: string, settings: BillingSettings, at: Date): Promise<void> {
    const month = ledger.utcMonth(at);
    const used = await ledger.monthUsageCents({ db, userId, now: at });
    if (used < settings.usageLimits.emailThreshold) return;
    const claimed = await db
      .update(billingAccounts)
      .set({ usageMailMonth: month.key })
      .where(
        sql`${billingAccounts.userId} = ${userId} AND ${billingAccounts.usageMailMonth} IS DISTINCT FROM ${month.key}`,
      )
      .returning({ userId: billingAccounts.userId });
    if (claimed.length === 0 || !options.mailer) return;
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!owner) return;
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await options.mailer
      .send({
        to: owner.email,
        subject: `${options.appName ?? "Treatise"}: you have used ${usd(used)} this month`,
        text: [
          `Your papers have used ${usd(used)} of credits in ${month.key} (UTC), past your alert threshold of ${usd(settings.usageLimits.emailThreshold)}.`,
          `Your monthly budget is ${usd(settings.usageLimits.monthlyBudget)}; once it is reached, new papers are refused until next month.`,
          "You can change both in Settings › Billing › Usage limits.",
        ].join("\n\n"),
      })
      .catch((error) => logger.warn(`[billing] usage mail to ${owner.email} failed`, error));
  }

  return {
    enabled: options.enabled,
    pricing: options.pricing,
    now,
    settingsOf,

    /** What the stages would hold for a document's model and outline (0 with billing off). */
    estimateFor(input: {
      llm: Pick<LlmSettings, "llmProvider" | "modelId" | "modelName">;
      stages: PaidStage[];
      shape: StageShape;
      includePerPaper: boolean;
    }): number {
      if (!options.enabled) return 0;
      return estimateCents({
        prices: options.pricesFor(input.llm),
        stages: input.stages,
        shape: input.shape,
        pricing: options.pricing,
        includePerPaper: input.includePerPaper,
      });
    },

    /** A paid gate: 403 when the budget is reached, 402 when the balance cannot cover the estimate,
     * else the estimate is held for the document. Returns the hold (null when nothing was held). */
    async gate(input: { userId: string; documentId: string; estimateCents: number }): Promise<string | null> {
      if (!options.enabled) return null;
      const at = now();
      await assertWithinBudget(input.userId, at);
      const hold = await ledger.placeHold({
        db,
        userId: input.userId,
        documentId: input.documentId,
        amountCents: input.estimateCents,
        now: at,
      });
      return hold.holdId;
    },

    /** Gives back a hold whose work did not start (the action after the gate was refused). */
    async releaseHold(holdId: string | null): Promise<void> {
      if (holdId) await ledger.releaseHold({ db, holdId, now: now() });
    },

    /** Settles a paper whose work stopped (complete, failed, or waiting for its owner), then checks
     * the threshold mail and auto-recharge. Safe to call any number of times. */
    async settle(input: { documentId: string }): Promise<ledger.Settlement | null> {
      if (!options.enabled) return null;
      const at = now();
      const settlement = await ledger.settleDocument({
        db,
        documentId: input.documentId,
        pricing: options.pricing,
        now: at,
      });
      if (!settlement) return null;
      if (settlement.shortfallCents > 0) {
        logger.warn(
          `[billing] paper ${input.documentId} cost ${settlement.shortfallCents} cents more than the balance could cover`,
        );
      }
      if (settlement.chargedCents > 0 || settlement.releasedCents > 0) {
        const settings = await settingsOf(settlement.userId);
        await usageMail(settlement.userId, settings, at);
        await autoRecharge(settlement.userId, settings, at);
      }
      return settlement;
    },

    /** Saves the user's auto-recharge and usage limits (validated by saveBillingSettingsBody). */
    async saveSettings(input: { userId: string; settings: BillingSettings }): Promise<BillingSettings> {
      await db
        .insert(billingAccounts)
        .values({ userId: input.userId, settings: input.settings })
        .onConflictDoUpdate({
          target: billingAccounts.userId,
          set: { settings: input.settings, updatedAt: now() },
        });
      return input.settings;
    },

    /** Credits from outside, once per idempotency key (the Stripe webhook, operators). */
    applyPurchase(input: Omit<Parameters<typeof ledger.applyPurchase>[0], "db" | "now">) {
      return ledger.applyPurchase({ db, now: now(), ...input });
    },
  };
}
