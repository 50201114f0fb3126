// Stripe for billing: a customer per user (created on first need), Checkout Sessions and off-session
// PaymentIntents to add credits, saved cards (list, delete, default), the card port of auto-recharge, and
// the signed webhook — the only way credits arrive. Every credit goes through ledger.applyPurchase keyed
// by the PaymentIntent id (or the auto-recharge's idempotency key), so an event delivered twice, or both
// events of one payment (checkout.session.completed and payment_intent.succeeded) in any order, credit once.
import { and, eq, isNull } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "../db/client";
import { billingAccounts, paymentMethods, user } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import type { CardPort } from "./billing";
import * as ledger from "./ledger";

export interface StripeOptions {
  db: Db;
  secretKey: string;
  webhookSecret?: string;
  /** Stripe's API origin (tests: the local stand-in). */
  apiBaseUrl?: string;
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;

type PaymentMethodRow = typeof paymentMethods.$inferInsert;

/** The Stripe client pointed at `apiBaseUrl` (host, port and protocol). */
export function stripeClient(secretKey: string, apiBaseUrl?: string): Stripe {
  if (!apiBaseUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  });
}

export function createStripeBilling(options: StripeOptions) {
  const { db } = options;
  const stripe = stripeClient(options.secretKey, options.apiBaseUrl);

  async function ensureAccount(userId: string) {
    await db.insert(billingAccounts).values({ userId }).onConflictDoNothing();
    const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
    if (!account) throw new Error(`no billing account for ${userId}`);
    return account;
  }

  /** The user's Stripe customer, created the first time one is needed. */
  async function customerFor(userId: string): Promise<string> {
    const account = await ensureAccount(userId);
    if (account.customerId) return account.customerId;
    const [owner] = await db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, userId));
    const customer = await stripe.customers.create(
      { email: owner?.email, name: owner?.name ?? undefined, metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    );
    // Two first requests at once: the first stored id wins; the other customer stays unused.
    await db
      .update(billingAccounts)
      .set({ customerId: customer.id })
      .where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.customerId)));
    const [after] = await db
      .select({ customerId: billingAccounts.customerId })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId));
    return after?.customerId ?? customer.id;
  }

  function rowOf(userId: string, pm: Stripe.PaymentMethod): PaymentMethodRow {
    return {
      id: pm.id,
      userId,
      type: pm.type,
      brand: pm.card?.brand ?? null,
      last4: pm.card?.last4 ?? null,
      expMonth: pm.card?.exp_month ?? null,
      expYear: pm.card?.exp_year ?? null,
    };
  }

  async function storeMethod(userId: string, pm: Stripe.PaymentMethod) {
    const row = rowOf(userId, pm);
    await db
      .insert(paymentMethods)
      .values(row)
      .onConflictDoUpdate({
        target: paymentMethods.id,
        set: {
          brand: row.brand,
          last4: row.last4,
          expMonth: row.expMonth,
          expYear: row.expYear,
          type: row.type,
        },
      });
  }

  /** Brings the saved cards (and the default card) from Stripe into the database. */
  async function syncPaymentMethods(userId: string): Promise<void> {
    const account = await ensureAccount(userId);
    if (!account.customerId) return;
    const list = await stripe.customers.listPaymentMethods(account.customerId, { type: "card", limit: 100 });
    const ids = new Set(list.data.map((pm) => pm.id));
    for (const pm of list.data) await storeMethod(userId, pm);
    const stored = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId));
    for (const row of stored) {
      if (!ids.has(row.id)) await db.delete(paymentMethods).where(eq(paymentMethods.id, row.id));
    }
    const current = account.defaultPaymentMethodId;
    if (!current || !ids.has(current)) {
      const first = list.data[0]?.id ?? null;
      await db
        .update(billingAccounts)
        .set({ defaultPaymentMethodId: first })
        .where(eq(billingAccounts.userId, userId));
    }
  }

  async function ownedMethod(userId: string, paymentMethodId: string) {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  /** An off-session PaymentIntent on one of the user's cards; credits arrive with its webhook. */
  async function chargeCard(request: {
    userId: string;
    amountCents: number;
    paymentMethodId: string;
    idempotencyKey: string;
    source: "purchase" | "auto_recharge";
  }): Promise<Stripe.PaymentIntent> {
    const customer = await customerFor(request.userId);
    return stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: "usd",
        customer,
        payment_method: request.paymentMethodId,
        off_session: true,
        confirm: true,
        metadata: { userId: request.userId, source: request.source, idempotencyKey: request.idempotencyKey },
      },
      { idempotencyKey: request.idempotencyKey },
    );
  }

  const cardPort: CardPort = {
    async chargeDefaultCard({ userId, amountCents, idempotencyKey }) {
      const account = await ensureAccount(userId);
      if (!account.defaultPaymentMethodId) throw new Error("no default card to recharge");
      await chargeCard({
        userId,
        amountCents,
        paymentMethodId: account.defaultPaymentMethodId,
        idempotencyKey,
        source: "auto_recharge",
      });
    },
  };

  /** Credits of one successful payment, once (keyed by the PaymentIntent or the auto-recharge key). */
  async function credit(intent: {
    id: string;
    amountCents: number;
    metadata: Record<string, string> | null | undefined;
    customer: string | null;
  }) {
    let userId = intent.metadata?.userId;
    if (!userId && intent.customer) {
      const [account] = await db
        .select({ userId: billingAccounts.userId })
        .from(billingAccounts)
        .where(eq(billingAccounts.customerId, intent.customer));
      userId = account?.userId;
    }
    if (!userId) {
      logger.warn("stripe payment without a known user", { paymentIntent: intent.id });
      return;
    }
    const autoRecharge = intent.metadata?.source === "auto_recharge" && intent.metadata.idempotencyKey;
    await ledger.applyPurchase({
      db,
      userId,
      amountCents: intent.amountCents,
      idempotencyKey: autoRecharge ? (intent.metadata?.idempotencyKey as string) : `stripe:${intent.id}`,
      source: autoRecharge ? "auto_recharge" : "purchase",
      reference: intent.id,
    });
  }

  const idOf = (v: string | { id: string } | null | undefined) =>
    typeof v === "string" ? v : (v?.id ?? null);

  /** Applies one verified event. */
  async function apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object;
        if (session.mode !== "payment" || session.payment_status !== "paid") return;
        const intentId = idOf(session.payment_intent) ?? session.id;
        await credit({
          id: intentId,
          amountCents: session.amount_total ?? 0,
          metadata: {
            ...(session.metadata ?? {}),
            ...(session.client_reference_id ? { userId: session.client_reference_id } : {}),
          },
          customer: idOf(session.customer),
        });
        const userId = session.client_reference_id ?? session.metadata?.userId;
        if (userId)
          await syncPaymentMethods(userId).catch((e) =>
            logger.warn("stripe card sync failed", { error: String(e) }),
          );
        return;
      }
      case "payment_intent.succeeded": {
        const intent = event.data.object;
        await credit({
          id: intent.id,
          amountCents: intent.amount_received || intent.amount,
          metadata: intent.metadata,
          customer: idOf(intent.customer),
        });
        return;
      }
      case "payment_method.attached": {
        const pm = event.data.object;
        const customer = idOf(pm.customer);
        if (!customer) return;
        const [account] = await db
          .select({
            userId: billingAccounts.userId,
            defaultPaymentMethodId: billingAccounts.defaultPaymentMethodId,
          })
          .from(billingAccounts)
          .where(eq(billingAccounts.customerId, customer));
        if (!account) return;
        await storeMethod(account.userId, pm);
        if (!account.defaultPaymentMethodId) {
          await db
            .update(billingAccounts)
            .set({ defaultPaymentMethodId: pm.id })
            .where(eq(billingAccounts.userId, account.userId));
        }
        return;
      }
      case "payment_method.detached": {
        const pm = event.data.object;
        await db.delete(paymentMethods).where(eq(paymentMethods.id, pm.id));
        return;
      }
      default:
        return;
    }
  }

  return {
    stripe,
    cardPort,
    customerFor,
    syncPaymentMethods,

    /** A Checkout Session for `amountCents` of credits; the browser is sent to its url. */
    async createCheckoutSession(request: { userId: string; amountCents: number; origin: string }) {
      const customer = await customerFor(request.userId);
      const metadata = { userId: request.userId, source: "purchase" };
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        customer,
        client_reference_id: request.userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: request.amountCents,
              product_data: { name: "Credits" },
            },
          },
        ],
        payment_intent_data: { setup_future_usage: "off_session", metadata },
        metadata,
        // Stripe fills in {CHECKOUT_SESSION_ID}: the app asks about that session when the browser is back.
        success_url: `${request.origin}/?settings=billing&checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${request.origin}/?settings=billing&checkout=cancel`,
      });
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a url");
      return { url: session.url, id: session.id };
    },

    /**
     * Where one of the user's Checkout Sessions stands, for the page the browser comes back to: open,
     * complete or expired, and whether its payment is credited yet (the webhook may come after the browser).
     * Another user's session, or one Stripe does not know, is not found.
     */
    async checkoutStatus(request: { userId: string; sessionId: string }) {
      if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(request.sessionId)) throw new AppError("NOT_FOUND");
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(request.sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new AppError("NOT_FOUND");
        }
        throw error;
      }
      const owner = session.client_reference_id ?? session.metadata?.userId;
      if (owner !== request.userId) throw new AppError("NOT_FOUND");
      const intentId = idOf(session.payment_intent);
      const credited = intentId
        ? await ledger.credited({ db, userId: request.userId, idempotencyKey: `stripe:${intentId}` })
        : false;
      return {
        id: session.id,
        status: session.status ?? "open",
        amountCents: session.amount_total ?? 0,
        credited,
      };
    },

    /** Buys credits with a saved card (off-session PaymentIntent). */
    async buyWithCard(request: {
      userId: string;
      amountCents: number;
      paymentMethodId: string;
      requestKey: string;
    }) {
      await ownedMethod(request.userId, request.paymentMethodId);
      const intent = await chargeCard({
        userId: request.userId,
        amountCents: request.amountCents,
        paymentMethodId: request.paymentMethodId,
        idempotencyKey: request.requestKey,
        source: "purchase",
      });
      return { id: intent.id, status: intent.status };
    },

    async deletePaymentMethod(userId: string, paymentMethodId: string) {
      await ownedMethod(userId, paymentMethodId);
      await stripe.paymentMethods.detach(paymentMethodId);
      await db.delete(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
      const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
      if (account?.defaultPaymentMethodId === paymentMethodId) {
        const [next] = await db
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(eq(paymentMethods.userId, userId));
        await db
          .update(billingAccounts)
          .set({ defaultPaymentMethodId: next?.id ?? null })
          .where(eq(billingAccounts.userId, userId));
        if (next && account.customerId) {
          await stripe.customers.update(account.customerId, {
            invoice_settings: { default_payment_method: next.id },
          });
        }
      }
    },

    async setDefaultPaymentMethod(userId: string, paymentMethodId: string) {
      await ownedMethod(userId, paymentMethodId);
      const customer = await customerFor(userId);
      await stripe.customers.update(customer, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      await db
        .update(billingAccounts)
        .set({ defaultPaymentMethodId: paymentMethodId })
        .where(eq(billingAccounts.userId, userId));
    },

    /** Verifies the signature of a webhook delivery (400 when it does not match) and applies it. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      if (!options.webhookSecret || !signature) throw new AppError("VALIDATION");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError("VALIDATION");
      }
      await apply(event);
    },
  };
}
