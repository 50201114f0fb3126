// /api/user: the signed-in user's profile and their own counts and lists.
import { Hono } from "hono";
import { createApiKeyBody, updateUserBody } from "../../common/api";
import { TEMPLATES } from "../../common/templates";
import { createApiKey, listApiKeys, revokeApiKey } from "../auth/api-keys";
import { refreshedSessionCookies } from "../auth/auth";
import { isAccountPassword } from "../auth/passwords";
import { reserveSignIn, settleSignIn } from "../auth/sign-in-throttle";
import { readInterfaceLocale, updateProfile } from "../auth/users";
import { listCustomSources } from "../documents/custom-sources";
import { countDocuments } from "../documents/documents";
import { countPapersThisMonth } from "../documents/usage-count";
import { AppError } from "../errors";
import { paperQuotaOf } from "../policies/create-gates";
import { presentCount, presentEmailSent, presentTemplates, presentUserResponse } from "../presenters/account";
import { presentApiKeyList, presentCreatedApiKey, presentRevoked } from "../presenters/api-key";
import { presentCustomSourceList } from "../presenters/custom-source";
import { requestClientAddress } from "./auth-routes";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { apiKeyParam } from "./params";
import { validate } from "./validate";

export const userRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const me = currentUser(c);
    const { db, config } = c.var.services;
    const [locale, paperQuota] = await Promise.all([
      readInterfaceLocale({ db, userId: me.id }),
      paperQuotaOf({ db, userId: me.id, instanceQuota: config.PAPER_QUOTA }),
    ]);
    return c.json(presentUserResponse(me, { locale, paperQuota }));
  })
  .patch("/", validate("json", updateUserBody), async (c) => {
    const me = currentUser(c);
    const body = c.req.valid("json");
    const { db, auth, config } = c.var.services;
    const result = await updateProfile({
      db,
      auth,
      userId: me.id,
      currentEmail: me.email,
      name: body.name,
      email: body.email,
      locale: body.locale,
      request: c.req.raw,
      clientAddress: requestClientAddress(c),
    });
    // The session's signed cookie copy still holds the old name: renew it with this answer.
    if (body.name !== undefined && c.req.header("cookie")) {
      for (const cookie of await refreshedSessionCookies(auth, c.req.raw.headers)) {
        c.header("set-cookie", cookie, { append: true });
      }
    }
    // The contract's message, and a flag the app reads (it never branches on the English text).
    if (result.kind === "email-sent") return c.json(presentEmailSent());
    const paperQuota = await paperQuotaOf({ db, userId: me.id, instanceQuota: config.PAPER_QUOTA });
    return c.json(
      presentUserResponse({ ...me, name: result.name ?? me.name }, { locale: result.locale, paperQuota }),
    );
  })
  .get("/templates", (c) => c.json(presentTemplates(TEMPLATES)))
  .get("/custom-sources", async (c) => {
    const me = currentUser(c);
    const rows = await listCustomSources({ db: c.var.services.db, userId: me.id });
    return c.json(presentCustomSourceList(rows));
  })
  .get("/document-count", async (c) => {
    const me = currentUser(c);
    return c.json(presentCount(await countDocuments({ db: c.var.services.db, userId: me.id })));
  })
  .get("/usage-count", async (c) => {
    const me = currentUser(c);
    return c.json(presentCount(await countPapersThisMonth({ db: c.var.services.db, userId: me.id })));
  })
  .get("/api-keys", async (c) => {
    const me = currentUser(c);
    const rows = await listApiKeys({ db: c.var.services.db, userId: me.id });
    return c.json(presentApiKeyList(rows));
  })
  .post("/api-keys", validate("json", createApiKeyBody), async (c) => {
    const me = currentUser(c);
    const { name, password } = c.req.valid("json");
    const { db } = c.var.services;
    // The password is guessed here no more often than at sign-in (the same counts).
    const account = me.email.toLowerCase();
    const address = requestClientAddress(c);
    const wait = await reserveSignIn({ db, account, address });
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)));
      throw new AppError("TOO_MANY_ATTEMPTS");
    }
    const right = await isAccountPassword({ db, userId: me.id, password });
    if (!right) throw new AppError("WRONG_PASSWORD");
    await settleSignIn({ db, account, address, outcome: "signed-in" });
    const { row, key } = await createApiKey({ db, userId: me.id, name });
    return c.json(presentCreatedApiKey(row, key), 201);
  })
  .delete("/api-keys/:id", apiKeyParam, async (c) => {
    const me = currentUser(c);
    await revokeApiKey({ db: c.var.services.db, userId: me.id, id: c.req.valid("param").id });
    return c.json(presentRevoked());
  });
