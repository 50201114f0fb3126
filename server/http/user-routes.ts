// /api/user: the signed-in user's profile and their own counts and lists.
import { Hono } from "hono";
import { updateUserBody } from "../../common/api";
import { TEMPLATES } from "../../common/templates";
import { updateProfile } from "../auth/users";
import { listCustomSources } from "../research/custom-sources";
import { countDocuments } from "../research/documents";
import { countPapersThisMonth } from "../research/usage-count";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { presentUser } from "./presenters";
import { validate } from "./validate";

export const userRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json({ user: presentUser(currentUser(c)) }))
  .patch("/", validate("json", updateUserBody), async (c) => {
    const me = currentUser(c);
    const body = c.req.valid("json");
    const { db, auth } = c.var.services;
    const result = await updateProfile({
      db,
      auth,
      userId: me.id,
      currentEmail: me.email,
      name: body.name,
      email: body.email,
      request: c.req.raw,
    });
    if (result.kind === "email-sent") return c.json({ message: "Email Sent" });
    const fresh = await auth.api.getSession({
      headers: c.req.raw.headers,
      query: { disableCookieCache: true },
    });
    return c.json({ user: presentUser(fresh?.user ? { ...me, name: fresh.user.name } : me) });
  })
  .get("/templates", (c) => c.json({ templates: TEMPLATES }))
  .get("/custom-sources", async (c) => {
    const me = currentUser(c);
    return c.json({ customSources: await listCustomSources({ db: c.var.services.db, userId: me.id }) });
  })
  .get("/document-count", async (c) => {
    const me = currentUser(c);
    return c.json({ count: await countDocuments(c.var.services.db, me.id) });
  })
  .get("/usage-count", async (c) => {
    const me = currentUser(c);
    return c.json({ count: await countPapersThisMonth({ db: c.var.services.db, userId: me.id }) });
  });
