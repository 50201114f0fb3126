// /api/billing: the overview, usage limits and auto-recharge settings, and the composer's estimate.
// Only with FEATURE_BILLING=true; otherwise every billing route answers 404. (Stripe's routes —
// checkout session, credits, payment methods, webhook — are added beside these.)
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { billingEstimateQuery, saveBillingSettingsBody } from "../../common/billing";
import { billingOverview } from "../billing/overview";
import { stagesOf } from "../billing/paper-gates";
import { AppError } from "../errors";
import { presentBilling } from "../presenters/billing";
import { documentSettings } from "../research/documents";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { validate } from "./validate";

const billingOn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.services.config.FEATURE_BILLING) throw new AppError("NOT_FOUND");
  await next();
});

export const billingRoutes = new Hono<AppEnv>()
  .use(billingOn)
  .get("/", async (c) => {
    const { db, billing } = c.var.services;
    const overview = await billingOverview({ db, userId: currentUser(c).id, now: billing.now() });
    return c.json({ billing: presentBilling(overview) });
  })
  .put("/settings", validate("json", saveBillingSettingsBody), async (c) => {
    const settings = await c.var.services.billing.saveSettings({
      userId: currentUser(c).id,
      settings: c.req.valid("json").billingSettings,
    });
    return c.json({ billingSettings: settings });
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
    return c.json({ estimate: { costCents } });
  });
