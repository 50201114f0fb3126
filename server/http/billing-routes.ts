// /api/billing: the overview, usage limits and auto-recharge settings, and the composer's estimate.
// Only with FEATURE_BILLING=true; otherwise every billing route answers 404. Stripe's routes: checkout
// session and saved-card purchases (credits arrive only through the signed webhook), saved cards.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  billingEstimateQuery,
  buyCreditsBody,
  checkoutSessionBody,
  defaultPaymentMethodBody,
  saveBillingSettingsBody,
} from "../../common/billing";
import { requestOrigin } from "../auth/auth";
import { billingOverview } from "../billing/overview";
import { stagesOf } from "../billing/paper-gates";
import { AppError } from "../errors";
import { logger } from "../logger";
import { documentSettings } from "../pipeline/start";
import {
  presentBillingResponse,
  presentCardRemoved,
  presentCheckoutStart,
  presentCheckoutStatus,
  presentDefaultCard,
  presentEstimate,
  presentPaymentIntent,
  presentSavedSettings,
  presentWebhookReceived,
} from "../presenters/billing";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { validate } from "./validate";

const billingOn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.services.config.FEATURE_BILLING) throw new AppError("NOT_FOUND");
  await next();
});

/** Stripe, or 503 when this server has no STRIPE_SECRET_KEY. */
function stripeOf(c: Context<AppEnv>) {
  const { stripe } = c.var.services;
  if (!stripe) throw new AppError("PAYMENTS_NOT_CONFIGURED");
  return stripe;
}

/** Adding credits is blocked during an outage (spec §8: the outage modal). */
function notDuringOutage(c: Context<AppEnv>) {
  if (c.var.services.config.OUTAGE) throw new AppError("OUTAGE");
}

export const billingRoutes = new Hono<AppEnv>()
  .use(billingOn)
  .get("/", async (c) => {
    const { db, billing, stripe } = c.var.services;
    if (stripe) {
      await stripe
        .syncPaymentMethods(currentUser(c).id)
        .catch((error) => logger.warn("stripe: could not list saved cards", { error: String(error) }));
    }
    const overview = await billingOverview({ db, userId: currentUser(c).id, now: billing.now() });
    return c.json(presentBillingResponse(overview));
  })
  .put("/settings", validate("json", saveBillingSettingsBody), async (c) => {
    const settings = await c.var.services.billing.saveSettings({
      userId: currentUser(c).id,
      settings: c.req.valid("json").billingSettings,
    });
    return c.json(presentSavedSettings(settings));
  })
  .get("/estimate", validate("query", billingEstimateQuery), async (c) => {
    const { billing, models } = c.var.services;
    const query = c.req.valid("query");
    const settings = documentSettings({
      models,
      body: {
        ...(query.model ? { model: query.model } : {}),
        ...(query.numberOfSections ? { numberOfSections: query.numberOfSections } : {}),
        automaticMode: query.automaticMode,
      },
      now: billing.now(),
    });
    const { stages, shape } = stagesOf("create", settings);
    const costCents = billing.estimateFor({ llm: settings.llm, stages, shape, includePerPaper: true });
    return c.json(presentEstimate(costCents));
  })
  .post("/checkout-session", validate("json", checkoutSessionBody), async (c) => {
    notDuringOutage(c);
    const session = await stripeOf(c).createCheckoutSession({
      userId: currentUser(c).id,
      amountCents: c.req.valid("json").amount,
      origin: c.var.services.config.PUBLIC_URL
        ? new URL(c.var.services.config.PUBLIC_URL).origin
        : requestOrigin(c.req.raw),
    });
    return c.json(presentCheckoutStart(session));
  })
  .get("/checkout-session/:id", async (c) => {
    const session = await stripeOf(c).checkoutStatus({
      userId: currentUser(c).id,
      sessionId: c.req.param("id"),
    });
    return c.json(presentCheckoutStatus(session));
  })
  .post("/credits", validate("json", buyCreditsBody), async (c) => {
    notDuringOutage(c);
    const body = c.req.valid("json");
    const key = c.req.header("idempotency-key")?.slice(0, 200) || crypto.randomUUID();
    const intent = await stripeOf(c).buyWithCard({
      userId: currentUser(c).id,
      amountCents: body.amount,
      paymentMethodId: body.paymentMethodId,
      requestKey: `credits:${currentUser(c).id}:${key}`,
    });
    return c.json(presentPaymentIntent(intent), 202);
  })
  .delete("/payment-methods/:id", async (c) => {
    await stripeOf(c).deletePaymentMethod(currentUser(c).id, c.req.param("id"));
    return c.json(presentCardRemoved());
  })
  .post("/payment-methods/default", validate("json", defaultPaymentMethodBody), async (c) => {
    await stripeOf(c).setDefaultPaymentMethod(currentUser(c).id, c.req.valid("json").paymentMethodId);
    return c.json(presentDefaultCard(c.req.valid("json").paymentMethodId));
  })
  .post("/webhook", async (c) => {
    const raw = await c.req.text();
    await stripeOf(c).handleWebhook(raw, c.req.header("stripe-signature"));
    return c.json(presentWebhookReceived());
  });
