// GET /api/config (public): feature flags, models, locales — what the app needs before sign-in.
import { Hono } from "hono";
import { presentPublicConfig } from "../presenters/config";
import type { AppEnv } from "./context";

export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { config, models } = c.var.services;
  return c.json(presentPublicConfig(config, models.list(), models.defaultModelId()));
});
