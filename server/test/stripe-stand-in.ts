// A local stand-in for Stripe's API, for tests that use the real `stripe` client (STRIPE_API_BASE_URL points
// here). It answers with Stripe's own example objects (testdata/stripe/fixtures3_objects.json, from
// stripe/openapi fixtures3.json) overlaid with fresh ids and the request's parameters, and keeps the little
// state billing needs: customers, saved cards, Checkout Sessions and PaymentIntents. It also builds the
// webhook events Stripe would send, signed with stripe.webhooks.generateTestHeaderString.
//
//   const stand = await startStripeStandIn();             // env: STRIPE_API_BASE_URL: stand.url
//   const pm = stand.addCard(customerId, { brand: "visa", last4: "4242" });
//   const { payload, signature } = stand.signedEvent("checkout.session.completed", stand.completeCheckout(id));
import { readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { testdataPath } from "./fixture-server";

type Obj = Record<string, unknown>;

const EXAMPLES = JSON.parse(readFileSync(testdataPath("stripe", "fixtures3_objects.json"), "utf8")) as Record<
  "customer" | "checkout.session" | "payment_intent" | "payment_method",
  Obj
>;

export const STANDIN_WEBHOOK_SECRET = "whsec_test_stand_in_secret";
export const STANDIN_SECRET_KEY = "sk_test_stand_in";

/** Stripe's form encoding (`a[b][0][c]=v`) to nested objects; numeric keys make arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Obj;
    });
  }
  return root;
}

let counter = 0;
const newId = (prefix: string) => `${prefix}_standin${Date.now().toString(36)}${(counter++).toString(36)}`;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export interface StripeStandIn {
  url: string;
  /** Every API request received (method, path, parsed form body, headers). */
  requests: { method: string; path: string; body: Obj; headers: IncomingMessage["headers"] }[];
  customers: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  sessions: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  /** Saves a card for a customer (as Checkout does when setup_future_usage is set). */
  addCard(
    customerId: string,
    card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number },
  ): Obj;
  /** Pays a Checkout Session: its PaymentIntent succeeds; returns the completed session object. */
  completeCheckout(sessionId: string): Obj;
  /** A webhook delivery as Stripe signs it. */
  signedEvent(
    type: string,
    object: Obj,
    eventId?: string,
  ): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn["requests"] = [];
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  let url = "";

  const now = () => Math.floor(Date.now() / 1000);

  function paymentIntent(params: Obj): Obj {
    const intent = clone(EXAMPLES.payment_intent);
    const id = newId("pi");
    const amount = Number(params.amount ?? 0);
    Object.assign(intent, {
      id,
      amount,
      amount_received: params.confirm === "true" ? amount : 0,
      amount_capturable: 0,
      currency: params.currency ?? "usd",
      customer: params.customer ?? null,
      payment_method: params.payment_method ?? null,
      metadata: (params.metadata as Obj) ?? {},
      status: params.confirm === "true" ? "succeeded" : "requires_payment_method",
      created: now(),
      client_secret: `${id}_secret_standin`,
    });
    paymentIntents.set(id, intent);
    return intent;
  }

  function addCard(customerId: string, card: Parameters<StripeStandIn["addCard"]>[1] = {}): Obj {
    const pm = clone(EXAMPLES.payment_method);
    const example = pm.card as Obj;
    Object.assign(pm, { id: newId("pm"), customer: customerId, created: now(), metadata: {} });
    pm.card = { ...example, brand: "visa", last4: "4242", exp_month: 8, exp_year: 2030, ...card };
    paymentMethods.set(pm.id as string, pm);
    return pm;
  }

  function route(method: string, path: string, params: Obj): [number, Obj] {
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    const customerCards = path.match(/^\/v1\/customers\/([^/]+)\/payment_methods$/);
    const detach = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/);
    if (method === "POST" && path === "/v1/customers") {
      const customer = clone(EXAMPLES.customer);
      Object.assign(customer, {
        id: newId("cus"),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
      });
      customers.set(customer.id as string, customer);
      return [200, customer];
    }
    if (customerPath) {
      const id = customerPath[1] as string;
      const customer = customers.get(id);
      if (!customer) return notFound("customer", id);
      if (method === "POST") {
        const settings = params.invoice_settings as Obj | undefined;
        if (settings) customer.invoice_settings = { ...(customer.invoice_settings as Obj), ...settings };
      }
      return [200, customer];
    }
    if (method === "GET" && customerCards) {
      const data = [...paymentMethods.values()].filter((pm) => pm.customer === customerCards[1]);
      return [200, { object: "list", data, has_more: false, url: path }];
    }
    if (method === "POST" && detach) {
      const id = detach[1] as string;
      const pm = paymentMethods.get(id);
      if (!pm) return notFound("payment_method", id);
      pm.customer = null;
      paymentMethods.delete(pm.id as string);
      return [200, pm];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const session = clone(EXAMPLES["checkout.session"]);
      const id = newId("cs_test");
      const items = (params.line_items as Obj[] | undefined) ?? [];
      const amount = items.reduce(
        (sum, item) =>
          sum + Number((item.price_data as Obj | undefined)?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      );
      Object.assign(session, {
        id,
        mode: params.mode ?? "payment",
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        amount_subtotal: amount,
        amount_total: amount,
        currency: "usd",
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        success_url: params.success_url ?? null,
        cancel_url: params.cancel_url ?? null,
        url: `${url}/checkout/${id}`,
        created: now(),
      });
      session.standInPaymentIntentData = params.payment_intent_data ?? {};
      sessions.set(id, session);
      return [200, withoutPrivate(session)];
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const pm = paymentMethods.get(String(params.payment_method ?? ""));
      if (!pm || pm.customer !== params.customer) {
        return [
          402,
          {
            error: { type: "card_error", code: "payment_method_unexpected_state", message: "No such card." },
          },
        ];
      }
      return [200, paymentIntent(params)];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  function notFound(kind: string, id: string): [number, Obj] {
    return [
      404,
      {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such ${kind}: '${id}'`,
        },
      },
    ];
  }

  function withoutPrivate(o: Obj): Obj {
    const { standInPaymentIntentData: _hidden, ...rest } = o;
    return rest;
  }

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const target = new URL(req.url ?? "/", "http://stand-in");
      const method = req.method ?? "GET";
      if (method === "GET" && target.pathname.startsWith("/checkout/")) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(
          "<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Stripe Checkout (stand-in)</h1>",
        );
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      const params = method === "GET" ? parseStripeForm(target.search.slice(1)) : parseStripeForm(raw);
      requests.push({ method, path: target.pathname, body: params, headers: req.headers });
      const [status, body] = route(method, target.pathname, params);
      res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signer = new Stripe(STANDIN_SECRET_KEY);

  return {
    url,
    requests,
    customers,
    paymentMethods,
    sessions,
    paymentIntents,
    addCard,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const data = (session.standInPaymentIntentData ?? {}) as Obj;
      const intent = paymentIntent({
        amount: session.amount_total,
        currency: "usd",
        customer: session.customer,
        metadata: data.metadata ?? {},
        confirm: "true",
      });
      Object.assign(session, {
        payment_intent: intent.id,
        payment_status: "paid",
        status: "complete",
        url: null,
      });
      return withoutPrivate(clone(session));
    },
    signedEvent(type, object, eventId = newId("evt")) {
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: "2026-10-28.endive",
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: STANDIN_WEBHOOK_SECRET });
      return { payload, signature, eventId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
