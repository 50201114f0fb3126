// What may stop new work before anything is written: the instance's variants (outage, free trial,
// hosted paper cap, paper quota). Billing's own gates (402/403 for credits and budgets) sit beside these.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../errors";

/** The settings of the instance that gate new work (read from the configuration). */
export interface CreateGates {
  /** The service is having an outage: papers stay readable, none is started. */
  outage: boolean;
  /** Hosted mode: papers a user may have in all. */
  paperCap?: number | undefined;
  /** Free-trial variant: the moment the trial ends (unset: no trial, or one that never ends). */
  trialExpiresAt?: Date | undefined;
  /** Paper quota of the instance: papers each account may create, archived ones included. */
  paperQuota?: number | undefined;
  /** Locales only a Pro account may write in (PRO_ONLY_LOCALES). No account is Pro here: none may. */
  proOnlyLocales?: readonly string[];
}

/** True once a free trial's end has passed. */
export function trialExpired(gates: Pick<CreateGates, "trialExpiresAt">, now: Date): boolean {
  return gates.trialExpiresAt !== undefined && now.getTime() >= gates.trialExpiresAt.getTime();
}

/** Refuses work that writes or pays for a paper once the trial is over (create, plan, write, regenerate, retry). */
export function assertTrialActive(gates: Pick<CreateGates, "trialExpiresAt">, now: Date): void {
  if (trialExpired(gates, now)) throw new AppError("TRIAL_EXPIRED");
}

/** The account's paper quota: its own (set by an operator) or the instance's; null when there is none. */
export async function paperQuotaOf(options: {
  db: Db;
  userId: string;
  instanceQuota: number | undefined;
}): Promise<number | null> {
  const [row] = await options.db
    .select({ quota: user.paperQuota })
    .from(user)
    .where(eq(user.id, options.userId));
  return row?.quota ?? options.instanceQuota ?? null;
}

/** Sets one account's paper quota (operators: `treatise quota set <email> <n>`); false if no such account. */
export async function setPaperQuota(options: { db: Db; email: string; quota: number }): Promise<boolean> {
  const rows = await options.db
    .update(user)
    .set({ paperQuota: options.quota })
    .where(eq(user.email, options.email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
