// A local stand-in for Stripe's API, for tests that use the real `stripe` client (STRIPE_API_BASE_URL points
// here). It answers with Stripe's own example objects (testdata/stripe/fixtures3_objects.json, from
// stripe/openapi fixtures3.json) overlaid with fresh ids and the request's parameters, and keeps the little
// state billing needs: customers, saved cards, Checkout Sessions and PaymentIntents. It also builds the
// webhook events Stripe would send, signed with stripe.webhooks.generateTestHeaderString.
//
//   const stand = await startStripeStandIn();             // env: STRIPE_API_BASE_URL: stand.url
//   const pm = stand.addCard(customerId, { brand: "visa", last4: "4242" });
//   const { payload, signature } = stand.signedEvent("checkout.session.completed", stand.completeCheckout(id));
//
// With `webhookUrl` (the browser tests: server/test/stripe-stand-in-main.ts) it also plays Stripe's side of a
// payment: its Checkout page (GET /checkout/{id}) has Pay and Cancel buttons; paying saves the card, sends
// the browser to the session's success_url ({CHECKOUT_SESSION_ID} filled in) and sends the signed events
// Stripe sends (checkout.session.completed and payment_intent.succeeded) to `webhookUrl`, as does an
// off-session PaymentIntent (a saved-card purchase, an auto-recharge). With `holdWebhooks` the events wait
// until a test releases them (POST /_standin/deliver?email=…), so the page can be seen before they arrive.
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
  /** Events sent (or, with holdWebhooks, waiting) for `webhookUrl`. */
  events: QueuedEvent[];
  /** Sends the waiting events (of one customer's email, or all); returns how many were sent. */
  deliver(email?: string): Promise<number>;
  /** A webhook delivery as Stripe signs it. */
  signedEvent(
    type: string,
    object: Obj,
    eventId?: string,
  ): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

export interface StandInOptions {
  /** Port to listen on (0: any free one). */
  port?: number;
  /** Where the signed webhook events of payments made through the stand-in are sent. */
  webhookUrl?: string;
  /** Keep those events until POST /_standin/deliver releases them. */
  holdWebhooks?: boolean;
}

export interface QueuedEvent {
  id: string;
  type: string;
  customer: string | null;
  payload: string;
  signature: string;
  /** The webhook's HTTP status once delivered. */
  status?: number;
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const requests: StripeStandIn["requests"] = [];
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const events: QueuedEvent[] = [];
  let url = "";

  const now = () => Math.floor(Date.now() / 1000);
  const signer = new Stripe(STANDIN_SECRET_KEY);

  function signedEvent(type: string, object: Obj, eventId = newId("evt")) {
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
  }

  async function send(event: QueuedEvent): Promise<void> {
    if (!options.webhookUrl) return;
    try {
      const res = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": event.signature },
        body: event.payload,
      });
      event.status = res.status;
      await res.text();
    } catch {
      event.status = 0;
    }
  }

  /** Stripe's side of a payment made here: its signed event goes to the webhook (now, or when released). */
  function emit(type: string, object: Obj): void {
    if (!options.webhookUrl) return;
    const { payload, signature, eventId } = signedEvent(type, object);
    const customer = typeof object.customer === "string" ? object.customer : null;
    const event: QueuedEvent = { id: eventId, type, customer, payload, signature };
    events.push(event);
    if (!options.holdWebhooks) void send(event);
  }

  async function deliver(email?: string): Promise<number> {
    const waiting = events.filter(
      (e) => e.status === undefined && (!email || (e.customer && customers.get(e.customer)?.email === email)),
    );
    // One after the other, in the order Stripe sent them.
    for (const event of waiting) await send(event);
    return waiting.length;
  }

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

  /** Pays a session as Checkout does: its PaymentIntent succeeds and, when asked, the card is saved. */
  function completeCheckout(sessionId: string): Obj {
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
  }

  /** The Pay button of the Checkout page: card saved, events sent, the browser back to success_url. */
  function payCheckout(sessionId: string): string {
    const session = sessions.get(sessionId);
    const data = (session?.standInPaymentIntentData ?? {}) as Obj;
    const completed = completeCheckout(sessionId);
    const customer = String(completed.customer ?? "");
    let card: Obj | null = null;
    if (data.setup_future_usage && customer) {
      card = addCard(customer);
      const intent = paymentIntents.get(String(completed.payment_intent)) as Obj;
      intent.payment_method = card.id;
    }
    emit("checkout.session.completed", completed);
    if (card) emit("payment_method.attached", card);
    emit("payment_intent.succeeded", clone(paymentIntents.get(String(completed.payment_intent)) as Obj));
    return String(completed.success_url ?? "").replace("{CHECKOUT_SESSION_ID}", sessionId);
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
      const intent = paymentIntent(params);
      if (intent.status === "succeeded") emit("payment_intent.succeeded", clone(intent));
      return [200, intent];
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && sessionPath) {
      const session = sessions.get(sessionPath[1] as string);
      if (!session) return notFound("checkout.session", sessionPath[1] as string);
      return [200, withoutPrivate(clone(session))];
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

  /** The stand-in's own pages: Checkout (pay, cancel) and the tests' controls. */
  async function page(method: string, target: URL): Promise<[number, Record<string, string>, string]> {
    const html = { "content-type": "text/html; charset=utf-8" };
    const checkout = target.pathname.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/);
    if (checkout) {
      const session = sessions.get(checkout[1] as string);
      if (!session) return [404, html, "<!doctype html><title>Not found</title><h1>No such session</h1>"];
      if (method === "POST" && checkout[2] === "pay" && session.status === "open") {
        return [303, { location: payCheckout(checkout[1] as string) }, ""];
      }
      if (method === "POST" && checkout[2] === "cancel") {
        return [303, { location: String(session.cancel_url ?? "/") }, ""];
      }
      const amount = `$${(Number(session.amount_total ?? 0) / 100).toFixed(2)}`;
      const body =
        session.status === "open"
          ? `<form method="post" action="/checkout/${session.id}/pay"><button>Pay ${amount}</button></form>` +
            `<form method="post" action="/checkout/${session.id}/cancel"><button>Cancel</button></form>`
          : "<p>This Checkout Session is no longer open.</p>";
      return [
        200,
        html,
        `<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Stripe Checkout (stand-in)</h1><p>Credits: ${amount}</p>${body}`,
      ];
    }
    const json = { "content-type": "application/json" };
    if (target.pathname === "/_standin/health") return [200, json, '{"ok":true}'];
    const email = target.searchParams.get("email") ?? undefined;
    const mine = (e: QueuedEvent) => !email || (e.customer && customers.get(e.customer)?.email === email);
    if (method === "POST" && target.pathname === "/_standin/deliver") {
      return [200, json, JSON.stringify({ delivered: await deliver(email) })];
    }
    if (method === "GET" && target.pathname === "/_standin/events") {
      const list = events.filter(mine).map((e) => ({
        id: e.id,
        type: e.type,
        status: e.status ?? null,
        object: (JSON.parse(e.payload) as { data: { object: Obj } }).data.object,
      }));
      return [200, json, JSON.stringify({ events: list })];
    }
    return [404, json, '{"error":"not found"}'];
  }

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const target = new URL(req.url ?? "/", "http://stand-in");
      const method = req.method ?? "GET";
      if (target.pathname.startsWith("/checkout/") || target.pathname.startsWith("/_standin/")) {
        void page(method, target).then(([status, headers, body]) => {
          res.writeHead(status, headers);
          res.end(body);
        });
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    customers,
    paymentMethods,
    sessions,
    paymentIntents,
    events,
    addCard,
    completeCheckout,
    deliver,
    signedEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
