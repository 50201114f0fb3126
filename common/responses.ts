// The HTTP contract's answers (ARCHITECTURE §5): for every operation that answers JSON, the zod schema of
// its 2xx body, keyed as route-docs.ts keys operations ("METHOD /openapi/path"). One source: the server's
// presenters return these types, the app's `call` is typed by them, the OpenAPI document shows their JSON
// Schema, and the route tests check every answer against them (server/http/contract.ts).
// The app imports this file for types only: zod stays out of its bundle.
import { z } from "zod";
import {
  billingSettings,
  billingView,
  checkoutSessionView,
  createdApiKey,
  paymentIntentStatus,
  presentedApiKey,
  presentedUser,
  publicConfig,
  template,
} from "./account-schemas";
import { PRIVATE_SEARCH_TYPES, SEARCH_TYPES } from "./constants";
import {
  customSource,
  documentFeedback,
  documentListEntry,
  pageOf,
  paperEvidence,
  presentedDocument,
  recheckCounts,
} from "./document-schemas";
import type { JsonPatch } from "./json-patch";

/** The answer of the actions that only say they were done. */
export const okResponse = z.strictObject({ ok: z.literal(true) });
export const countResponse = z.strictObject({ count: z.number().int() });
export const urlResponse = z.strictObject({ url: z.string() });
export const likeResponse = z.strictObject({ isLiked: z.boolean(), likeCount: z.number().int() });
export const featureResponse = z.strictObject({ featured: z.boolean() });
export const feedbackResponse = z.strictObject({ feedback: documentFeedback });
export const documentListResponse = pageOf(documentListEntry);
export const documentResponse = z.strictObject({ document: presentedDocument });
export const evidenceResponse = z.strictObject({ evidence: paperEvidence });
export const userResponse = z.strictObject({ user: presentedUser });

/** A change between two versions of a presented document (common/json-patch.ts: set, object, array). */
const jsonPatch = z
  .lazy(() =>
    z.union([
      z.strictObject({ s: z.unknown() }),
      z.strictObject({ o: z.record(z.string(), jsonPatch), d: z.array(z.string()).optional() }),
      z.strictObject({
        a: z.number().int(),
        i: z.record(z.string(), jsonPatch),
        m: z.tuple([z.number().int(), z.number().int()]).optional(),
      }),
    ]),
  )
  .meta({ id: "JsonPatch" }) as unknown as z.ZodType<JsonPatch>;

/** GET /api/document/{id}?base={tag}: what changed in the shared part since `base`, and the reader's own part. */
export const documentPatchResponse = z.strictObject({
  base: z.string(),
  /** null: nothing changed since `base`. */
  changes: jsonPatch.nullable(),
  own: presentedDocument.pick({ isLiked: true, feedback: true, can: true }),
});

const plannedSubSection = z.strictObject({
  question: z.string(),
  searchQuery: z.strictObject({
    refinedQuery: z.string(),
    searchType: z.enum([...SEARCH_TYPES, ...PRIVATE_SEARCH_TYPES]),
  }),
});
const plannedSection = z.strictObject({
  title: z.string(),
  description: z.string(),
  subSections: z.array(plannedSubSection),
});

/** The OpenAPI 3.1 document itself (GET /api/openapi.json): its top level; what is inside is OpenAPI's. */
const openApiDocument = z.strictObject({
  openapi: z.literal("3.1.0"),
  info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.strictObject({ url: z.string() })).optional(),
  tags: z.array(z.strictObject({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.strictObject({
    securitySchemes: z.record(z.string(), z.unknown()),
    schemas: z.record(z.string(), z.unknown()),
  }),
});

export const RESPONSES = {
  // Service
  "GET /api/config": publicConfig,
  "GET /api/openapi.json": openApiDocument,
  // User
  "GET /api/user": userResponse,
  "PATCH /api/user": z.union([
    userResponse,
    z.strictObject({ emailSent: z.literal(true), message: z.literal("Email Sent") }),
  ]),
  "GET /api/user/templates": z.strictObject({ templates: z.array(template) }),
  "GET /api/user/custom-sources": z.strictObject({ customSources: z.array(customSource) }),
  "GET /api/user/document-count": countResponse,
  "GET /api/user/usage-count": countResponse,
  "GET /api/user/api-keys": z.strictObject({ apiKeys: z.array(presentedApiKey) }),
  "POST /api/user/api-keys": createdApiKey,
  "DELETE /api/user/api-keys/{id}": z.strictObject({ revoked: z.literal(true) }),
  // Papers
  "POST /api/document": z.strictObject({ document: z.strictObject({ id: z.string() }) }),
  "GET /api/document": documentListResponse,
  "GET /api/document/archived": documentListResponse,
  "GET /api/document/{id}": z.union([documentResponse, documentPatchResponse]),
  "GET /api/document/{id}/download": urlResponse,
  "GET /api/document/{id}/evidence": evidenceResponse,
  "POST /api/document/{id}/evidence/recheck": z.strictObject({ recheck: recheckCounts }),
  "POST /api/document/{id}/archive": okResponse,
  "POST /api/document/{id}/restore": okResponse,
  "DELETE /api/document/{id}": okResponse,
  "POST /api/document/{id}/feedback/rating": feedbackResponse,
  "POST /api/document/{id}/feedback/comment": feedbackResponse,
  "POST /api/document/{id}/feature": featureResponse,
  "DELETE /api/document/{id}/feature": featureResponse,
  "GET /api/document/{id}/like": likeResponse,
  "POST /api/document/{id}/like": likeResponse,
  "DELETE /api/document/{id}/like": likeResponse,
  "POST /api/document/{id}/retry": okResponse,
  "PUT /api/document/{id}/summary": z.strictObject({ message: z.literal("Summary saved!") }),
  "POST /api/document/{id}/summary/regenerate": okResponse,
  "POST /api/document/{id}/plan": okResponse,
  "PUT /api/document/{id}/outline": okResponse,
  "POST /api/document/{id}/outline/section": z.strictObject({ section: plannedSection }),
  "POST /api/document/{id}/outline/question": z.strictObject({ question: plannedSubSection }),
  "POST /api/document/{id}/write": okResponse,
  // Sources
  "POST /api/document/custom-sources": z.strictObject({ results: z.array(customSource) }),
  "POST /api/document/custom-sources/get-presigned-url": z.strictObject({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
  // Sharing
  "GET /api/share/{id}": documentResponse,
  "GET /api/share/{id}/evidence": evidenceResponse,
  "GET /api/share/{id}/download": urlResponse,
  "GET /api/featured": documentListResponse,
  // Billing
  "GET /api/billing": z.strictObject({ billing: billingView }),
  "PUT /api/billing/settings": z.strictObject({ billingSettings }),
  "GET /api/billing/estimate": z.strictObject({ estimate: z.strictObject({ costCents: z.number().int() }) }),
  "POST /api/billing/checkout-session": z.strictObject({
    checkoutSession: z.strictObject({ url: z.string() }),
  }),
  "GET /api/billing/checkout-session/{id}": z.strictObject({ checkoutSession: checkoutSessionView }),
  "POST /api/billing/credits": z.strictObject({
    paymentIntent: z.strictObject({ id: z.string(), status: paymentIntentStatus }),
  }),
  "DELETE /api/billing/payment-methods/{id}": okResponse,
  "POST /api/billing/payment-methods/default": z.strictObject({ defaultPaymentMethodId: z.string() }),
  "POST /api/billing/webhook": z.strictObject({ received: z.literal(true) }),
} as const satisfies Record<string, z.ZodType>;

/** "METHOD /path" of an operation that answers JSON. */
export type JsonOperation = keyof typeof RESPONSES;
/** The 2xx body of an operation, as its schema gives it. */
export type ResponseOf<K extends JsonOperation> = z.output<(typeof RESPONSES)[K]>;
