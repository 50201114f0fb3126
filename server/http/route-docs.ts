// The words of the API reference: one entry per mounted operation ("METHOD /openapi/path"). Request
// schemas come from the routes' own validators (openapi.ts), the shape of each JSON answer from the
// contract (common/responses.ts); this file says what each route is for, what it answers in words (and,
// for an answer that is not JSON, its media type), and which errors of the registry it may give besides the common ones (400 VALIDATION /
// INVALID_TEXT when it validates input, 401 when it needs a person, 403 FOREIGN_ORIGIN when it changes
// state). openapi.test.ts fails when a route is mounted without an entry here, or an entry names no route.
import type { ErrorCode } from "../../common/error-codes";

export interface RouteDoc {
  summary: string;
  description?: string;
  tag: string;
  /** Answers without a signed-in person. */
  public?: true;
  /**
   * The success answer: its status (200 unless given) and what it is, in words. A JSON answer's shape is
   * its schema in common/responses.ts; `type` and `schema` are only for answers that are not JSON (HTML,
   * files, streams; "none" for no body).
   */
  ok?: { status?: number; description: string; type?: string; schema?: Record<string, unknown> };
  errors?: ErrorCode[];
  /** An example request body (JSON), used by the reference page's "try it". */
  example?: unknown;
  /** A request body the route reads without a zod validator (multipart uploads). */
  body?: Record<string, unknown>;
}

const DOC_ERRORS: ErrorCode[] = ["DOCUMENT_NOT_FOUND", "INVALID_ID"];
const PAID: ErrorCode[] = [
  "DOCUMENT_NOT_FOUND",
  "INVALID_ID",
  "TRIAL_EXPIRED",
  "USAGE_LIMIT_EXCEEDED",
  "INSUFFICIENT_CREDITS",
  "NOT_IN_ERROR",
];
/** The actions that only say they are done: they answer ok: true (never a message). */
const ok = { description: "Done: ok is true." };
const page = (what: string) => ({
  description: `One page of ${what}s, newest first; pass nextCursor as ?cursor= for the next (null on the last page).`,
});

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  // --- Service ------------------------------------------------------------------------------
  "GET /api/config": {
    tag: "Service",
    public: true,
    summary: "Public configuration",
    description: "The models, search types, languages and limits this instance offers (no secrets).",
    ok: { description: "The instance's public configuration." },
  },
  "GET /api/openapi.json": {
    tag: "Service",
    public: true,
    summary: "This OpenAPI document",
    ok: { description: "This document (OpenAPI 3.1)." },
  },
  "GET /api/docs": {
    tag: "Service",
    public: true,
    summary: "The API reference page",
    ok: {
      description: "An HTML page that reads /api/openapi.json.",
      type: "text/html",
      schema: { type: "string" },
    },
  },
  "GET /api/docs/reference.js": {
    tag: "Service",
    public: true,
    summary: "The script of the API reference page",
    ok: { description: "JavaScript.", type: "text/javascript", schema: { type: "string" } },
  },

  // --- Accounts (Better Auth) ---------------------------------------------------------------
  "GET /api/auth/{key}": {
    tag: "Accounts",
    public: true,
    summary: "Account endpoints (Better Auth): read",
    description:
      "Better Auth's GET endpoints, e.g. get-session and verify-email?token=. Scripts authenticate with an API key instead.",
    errors: ["RATE_LIMITED"],
  },
  "POST /api/auth/{key}": {
    tag: "Accounts",
    public: true,
    summary: "Account endpoints (Better Auth): sign up, sign in, sign out",
    description:
      "Better Auth's POST endpoints: sign-up/email {name, email, password}, sign-in/email {email, password}, " +
      "sign-out, change-password, change-email. A session cookie is set on success.",
    errors: ["RATE_LIMITED", "TOO_MANY_ATTEMPTS", "PASSWORD_TOO_COMMON", "INVALID_NAME", "REQUEST_TOO_LARGE"],
  },

  // --- User ---------------------------------------------------------------------------------
  "GET /api/user": { tag: "User", summary: "Who am I", ok: { description: "The signed-in person." } },
  "PATCH /api/user": {
    tag: "User",
    summary: "Change name, email or interface language",
    description: "A new email is confirmed by mail first ({emailSent: true}).",
    ok: {
      description:
        "The person as saved; or, when the email changes, emailSent true with the message 'Email Sent'.",
    },
    errors: ["INVALID_NAME", "INVALID_EMAIL", "EMAIL_TAKEN", "LOCALE_NOT_SUPPORTED", "RATE_LIMITED"],
    example: { name: "Ada Lovelace" },
  },
  "GET /api/user/templates": {
    tag: "User",
    summary: "Question templates",
    ok: { description: "The question templates and their fields." },
  },
  "GET /api/user/custom-sources": {
    tag: "Sources",
    summary: "Your library of added sources",
    ok: { description: "The sources you have added." },
  },
  "GET /api/user/document-count": {
    tag: "User",
    summary: "How many papers you have",
    ok: { description: "The number of your papers." },
  },
  "GET /api/user/usage-count": {
    tag: "User",
    summary: "Papers started this month",
    ok: { description: "The number of papers you started this month." },
  },
  "GET /api/user/api-keys": {
    tag: "API keys",
    summary: "Your API keys",
    description: "Name, prefix, created and last used — never the key itself.",
    ok: { description: "Your keys, without the keys themselves." },
  },
  "POST /api/user/api-keys": {
    tag: "API keys",
    summary: "Create an API key",
    description:
      "Asks for the account's password again (a key outlives the session that creates it). The answer is the only time the key is shown: keep it somewhere safe.",
    ok: { status: 201, description: "The new key, with the key itself (shown this once)." },
    errors: ["API_KEY_LIMIT", "WRONG_PASSWORD", "TOO_MANY_ATTEMPTS"],
    example: { name: "Nightly reports", password: "your account password" },
  },
  "DELETE /api/user/api-keys/{id}": {
    tag: "API keys",
    summary: "Revoke an API key",
    description: "The key is refused (401) from the next request on.",
    ok: { description: "Revoked: revoked is true." },
    errors: ["API_KEY_NOT_FOUND"],
  },

  // --- Agents (MCP) --------------------------------------------------------------------------
  "POST /api/mcp": {
    tag: "Agents (MCP)",
    summary: "Model Context Protocol (Streamable HTTP)",
    description:
      "JSON-RPC messages of the Model Context Protocol, stateless, as the person of the API key. Tools: " +
      "write_paper (progress notifications while it writes, then {id, title}), get_paper (Markdown with " +
      "references), list_papers, search_library. Use an MCP client rather than calling it by hand.",
    ok: {
      description: "text/event-stream of JSON-RPC messages (or JSON), as the MCP specification says.",
      type: "text/event-stream",
      schema: { type: "string" },
    },
  },
  "GET /api/mcp": {
    tag: "Agents (MCP)",
    summary: "Model Context Protocol: server-sent stream (not offered)",
    description:
      "The server is stateless and opens no stream of its own: 405, as the MCP specification allows.",
    ok: { status: 405, description: "Method not allowed." },
  },
  "DELETE /api/mcp": {
    tag: "Agents (MCP)",
    summary: "Model Context Protocol: end a session (not offered)",
    description: "The server keeps no sessions: 405.",
    ok: { status: 405, description: "Method not allowed." },
  },

  // --- Papers -------------------------------------------------------------------------------
  "POST /api/document": {
    tag: "Papers",
    summary: "Start a paper",
    description:
      "Starts researching the question. With automaticMode the paper is planned and written on its own; " +
      "otherwise it stops at the outline (PUT …/outline, then POST …/write).",
    ok: { status: 201, description: "The new paper's id; GET /api/document/{id} reads it." },
    errors: [
      "MODEL_NOT_AVAILABLE",
      "TRIAL_EXPIRED",
      "PAPER_QUOTA_REACHED",
      "PAPER_CAP_REACHED",
      "USAGE_LIMIT_EXCEEDED",
      "INSUFFICIENT_CREDITS",
      "NO_SOURCES",
      "TOO_MANY_SOURCES",
    ],
    example: { query: "How do honeybees find flowers?", automaticMode: true },
  },
  "GET /api/document": {
    tag: "Papers",
    summary: "Your papers",
    ok: page("paper"),
    errors: ["INVALID_CURSOR"],
  },
  "GET /api/document/archived": {
    tag: "Papers",
    summary: "Your archived papers",
    ok: page("paper"),
    errors: ["INVALID_CURSOR"],
  },
  "GET /api/document/{id}": {
    tag: "Papers",
    summary: "One paper",
    description:
      "Status, stage, outline, sections, summary and references. Another person's paper is 404. " +
      "The answer's ETag names its version: sent back as If-None-Match, an unchanged paper answers 304; " +
      "?base= with the ETag's tag (before the dot) answers {base, changes, own} — what changed since that " +
      "version — when the server still knows it, else the whole paper.",
    ok: {
      description:
        "The paper; for ?base=, what changed since that version (changes null: nothing) and your own fields.",
    },
    errors: DOC_ERRORS,
  },
  "GET /api/document/{id}/download": {
    tag: "Papers",
    summary: "Download a finished paper",
    description:
      "Answers a link to the file in the format asked for (md, docx, pdf, bib). &evidence=true adds an Evidence appendix: each checked sentence with the passage it cites (md, docx, pdf).",
    ok: { description: "A link to the file." },
    errors: [...DOC_ERRORS, "DOCUMENT_NOT_COMPLETE"],
  },
  "GET /api/document/{id}/evidence": {
    tag: "Papers",
    summary: "The evidence of a paper's citations",
    description:
      "Each cited sentence checked against its sources: its verdict (supported, or unchecked when nothing could decide it), who decided (rules or model), and for each citation the passage, up to 300 characters of the page around it, the source's title, URL, the passage's sha256 and when the page was read. {supported, cited} count the checked sentences. Citations are numbered as the paper's references once it is complete.",
    ok: { description: "Each checked sentence with its verdict and the passages it cites." },
    errors: DOC_ERRORS,
  },
  "POST /api/document/{id}/evidence/recheck": {
    tag: "Papers",
    summary: "Read a finished paper's sources again",
    description:
      "Each cited passage is looked for in its source as it reads now and flagged present, gone or unreachable (the flag is in GET …/evidence as recheck). The paper keeps its stored evidence either way. `treatise recheck <id>` calls this.",
    ok: { description: "How many cited passages were checked, and found present, gone or unreachable." },
    errors: [...DOC_ERRORS, "DOCUMENT_NOT_COMPLETE"],
  },
  "POST /api/document/{id}/archive": { tag: "Papers", summary: "Archive a paper", ok, errors: DOC_ERRORS },
  "POST /api/document/{id}/restore": {
    tag: "Papers",
    summary: "Restore an archived paper",
    ok,
    errors: DOC_ERRORS,
  },
  "DELETE /api/document/{id}": {
    tag: "Papers",
    summary: "Delete a paper for good",
    description:
      "Its text, files, downloads, evidence, likes and views are deleted, it leaves Featured Articles and its share link answers 404. Billing rows stay.",
    ok,
    errors: DOC_ERRORS,
  },
  "POST /api/document/{id}/feedback/rating": {
    tag: "Feedback",
    summary: "Rate the summary or the analysis of a finished paper",
    description:
      "?target=summary|analysis&isPositive=true|false. Once per target: a second rating is 409 FEEDBACK_ALREADY_GIVEN.",
    ok: { status: 201, description: "The feedback you have given, per target." },
    errors: [...DOC_ERRORS, "PAPER_NOT_FINISHED", "FEEDBACK_ALREADY_GIVEN"],
  },
  "POST /api/document/{id}/feedback/comment": {
    tag: "Feedback",
    summary: "Comment on a finished paper",
    description:
      "{comment, suggestions}: a comment, chosen suggestions, or both (neither is 400 FEEDBACK_EMPTY). Given once.",
    ok: { status: 201, description: "The feedback you have given, per target." },
    errors: [...DOC_ERRORS, "PAPER_NOT_FINISHED", "FEEDBACK_EMPTY", "FEEDBACK_ALREADY_GIVEN"],
  },
  "POST /api/document/{id}/feature": {
    tag: "Featured",
    summary: "Publish a finished paper in Featured Articles",
    description: "Everyone signed in then finds it in GET /api/featured. Archiving the paper withdraws it.",
    ok: { description: "Published: featured is true." },
    errors: [...DOC_ERRORS, "PAPER_NOT_FINISHED", "FEATURE_HIDDEN"],
  },
  "DELETE /api/document/{id}/feature": {
    tag: "Featured",
    summary: "Withdraw a paper from Featured Articles",
    ok: { description: "Withdrawn: featured is false." },
    errors: DOC_ERRORS,
  },
  "GET /api/document/{id}/like": {
    tag: "Sharing",
    summary: "Whether you like a paper, and its like count",
    description: "Any paper you may read: your own, or another user's finished (shared) paper.",
    ok: { description: "Whether you like the paper, and its like count." },
    errors: DOC_ERRORS,
  },
  "POST /api/document/{id}/like": {
    tag: "Sharing",
    summary: "Like a paper",
    description: "Liking twice changes nothing.",
    ok: { description: "Whether you like the paper, and its like count." },
    errors: DOC_ERRORS,
  },
  "DELETE /api/document/{id}/like": {
    tag: "Sharing",
    summary: "Unlike a paper",
    ok: { description: "Whether you like the paper, and its like count." },
    errors: DOC_ERRORS,
  },
  "POST /api/document/{id}/retry": {
    tag: "Papers",
    summary: "Retry a paper that ended in ERROR",
    ok,
    errors: PAID,
  },
  "PUT /api/document/{id}/summary": {
    tag: "Papers",
    summary: "Save an edited summary",
    ok: { description: "Saved: the message 'Summary saved!'." },
    errors: [...DOC_ERRORS, "NOT_EDITABLE", "INVALID_SUMMARY", "SUMMARY_TOO_SHORT"],
  },
  "POST /api/document/{id}/summary/regenerate": {
    tag: "Papers",
    summary: "Write the summary again",
    ok,
    errors: [...PAID, "NOT_EDITABLE"],
  },
  "POST /api/document/{id}/plan": {
    tag: "Outline",
    summary: "Plan the outline (manual mode)",
    ok,
    errors: [...PAID, "NOT_EDITABLE"],
  },
  "PUT /api/document/{id}/outline": {
    tag: "Outline",
    summary: "Save the reviewed outline",
    ok,
    errors: [...DOC_ERRORS, "NOT_EDITABLE", "INVALID_OUTLINE", "OUTLINE_NOT_CREATED"],
  },
  "POST /api/document/{id}/outline/section": {
    tag: "Outline",
    summary: "Suggest one more section",
    ok: { description: "The suggested section: its title, description and questions." },
    errors: [...DOC_ERRORS, "NOT_EDITABLE", "INVALID_OUTLINE"],
  },
  "POST /api/document/{id}/outline/question": {
    tag: "Outline",
    summary: "Suggest one more question for a section",
    ok: { description: "The suggested question and its search query." },
    errors: [...DOC_ERRORS, "NOT_EDITABLE", "INVALID_OUTLINE", "INVALID_SECTION_INDEX"],
  },
  "POST /api/document/{id}/write": {
    tag: "Outline",
    summary: "Write the paper from its reviewed outline",
    ok,
    errors: [...PAID, "OUTLINE_NOT_REVIEWED", "OUTLINE_NOT_CREATED"],
  },
  "GET /api/document/{id}/section/{sectionIndex}/fetch/edge": {
    tag: "Papers",
    summary: "A section's text as it is written (stream)",
    ok: {
      description: "Plain text, streamed until the section is done.",
      type: "text/plain",
      schema: { type: "string" },
    },
    errors: [...DOC_ERRORS, "INVALID_SECTION_INDEX"],
  },
  "POST /api/document/{id}/section/{sectionIndex}/fetch/edge": {
    tag: "Papers",
    summary: "A section's text as it is written (stream; POST form)",
    ok: {
      description: "Plain text, streamed until the section is done.",
      type: "text/plain",
      schema: { type: "string" },
    },
    errors: [...DOC_ERRORS, "INVALID_SECTION_INDEX"],
  },
  "GET /api/document/{id}/watch/edge": {
    tag: "Papers",
    summary: "Follow a paper's progress (server-sent events)",
    ok: {
      description: "text/event-stream of the paper's changes.",
      type: "text/event-stream",
      schema: { type: "string" },
    },
    errors: DOC_ERRORS,
  },

  // --- Sources ------------------------------------------------------------------------------
  "POST /api/document/custom-sources": {
    tag: "Sources",
    summary: "Add web pages or an uploaded PDF to your library",
    ok: { description: "The sources added." },
    errors: [
      "INVALID_LINK",
      "DUPLICATE_LINK",
      "SOURCE_UNREADABLE",
      "TOO_MANY_SOURCES",
      "PDF_ONLY",
      "PDF_ENCRYPTED",
      "PDF_DAMAGED",
      "PDF_NO_TEXT",
      "FILE_KEY_MISSING",
    ],
  },
  "POST /api/document/custom-sources/get-presigned-url": {
    tag: "Sources",
    summary: "Ask for a one-time upload policy for a PDF",
    ok: { description: "POST the file with these fields to url (multipart)." },
    errors: ["PDF_ONLY"],
  },
  "POST /api/uploads": {
    tag: "Sources",
    public: true,
    summary: "Upload a file with a signed policy",
    description: "Multipart form: the fields of the policy, then `file`. A policy can be used once.",
    ok: { status: 204, description: "Stored.", type: "none" },
    errors: [
      "NOT_MULTIPART",
      "INVALID_MULTIPART",
      "NO_FILE",
      "UPLOAD_FORBIDDEN",
      "UPLOAD_EXPIRED",
      "UPLOAD_USED",
      "PAYLOAD_TOO_LARGE",
    ],
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
        },
      },
    },
  },
  "GET /api/files/uploads/{key}": {
    tag: "Files",
    public: true,
    summary: "A file uploaded with a policy",
    ok: { description: "The file.", type: "application/octet-stream", schema: { type: "string" } },
    errors: ["FILE_NOT_FOUND"],
  },
  "GET /api/files/{key}": {
    tag: "Files",
    public: true,
    summary: "A stored file (covers, downloads)",
    description: "The key may contain slashes (covers/…, downloads/…).",
    ok: { description: "The file.", type: "application/octet-stream", schema: { type: "string" } },
    errors: ["FILE_NOT_FOUND"],
  },

  // --- Sharing ------------------------------------------------------------------------------
  "GET /api/share/{id}": {
    tag: "Sharing",
    public: true,
    summary: "A shared paper, as a reader sees it",
    ok: { description: "The paper as a reader of its share link sees it." },
    errors: DOC_ERRORS,
  },
  "GET /api/share/{id}/evidence": {
    tag: "Sharing",
    public: true,
    summary: "The evidence of a shared paper's citations",
    description:
      "As GET /api/document/{id}/evidence, for a finished paper by its share link; the person's own uploaded files keep no address.",
    ok: { description: "Each checked sentence with its verdict and the passages it cites." },
    errors: DOC_ERRORS,
  },
  "GET /api/share/{id}/download": {
    tag: "Sharing",
    public: true,
    summary: "Download a shared paper",
    description:
      "?format=md|docx|pdf|bib[&evidence=true] → {url} of the file (made once per version of the paper); evidence=true adds the Evidence appendix.",
    ok: { description: "A link to the file." },
    errors: [...DOC_ERRORS, "DOCUMENT_NOT_COMPLETE"],
  },
  "GET /api/featured": {
    tag: "Sharing",
    public: true,
    summary: "Featured papers",
    ok: page("paper"),
    errors: ["INVALID_CURSOR"],
  },

  // --- Billing ------------------------------------------------------------------------------
  "GET /api/billing": {
    tag: "Billing",
    summary: "Balance, this month's usage and recent charges",
    ok: {
      description: "Your balance, this month's usage, saved cards, settings and recent charges, in cents.",
    },
  },
  "PUT /api/billing/settings": {
    tag: "Billing",
    summary: "Monthly budget and auto-recharge",
    ok: { description: "The settings as saved." },
  },
  "GET /api/billing/estimate": {
    tag: "Billing",
    summary: "What a paper would cost",
    ok: { description: "The expected cost, in cents." },
  },
  "POST /api/billing/checkout-session": {
    tag: "Billing",
    summary: "Add credits through Stripe Checkout",
    description:
      "amount in cents (1000–40000). Answers the Checkout url the browser is sent to; the credits arrive when Stripe's webhook confirms the payment.",
    ok: { description: "The Checkout page to send the browser to." },
    errors: ["VALIDATION", "OUTAGE", "PAYMENTS_NOT_CONFIGURED"],
  },
  "GET /api/billing/checkout-session/{id}": {
    tag: "Billing",
    summary: "Where a Checkout payment stands",
    description:
      "For the page the browser returns to from Checkout (?checkout=success&session_id=…): status open, complete or expired, amount in cents, and credited once Stripe's webhook has added the credits.",
    ok: { description: "Where the payment stands." },
    errors: ["NOT_FOUND", "PAYMENTS_NOT_CONFIGURED"],
  },
  "POST /api/billing/credits": {
    tag: "Billing",
    summary: "Add credits with a saved card",
    description:
      "amount in cents (1000–40000) charged off-session to one of your saved cards; the credits arrive when Stripe's webhook confirms the payment.",
    ok: { status: 202, description: "The payment charged: its id and Stripe's status." },
    errors: ["VALIDATION", "NOT_FOUND", "OUTAGE", "PAYMENTS_NOT_CONFIGURED"],
  },
  "DELETE /api/billing/payment-methods/{id}": {
    tag: "Billing",
    summary: "Remove a saved card",
    ok: { description: "Removed: ok is true." },
    errors: ["NOT_FOUND", "PAYMENTS_NOT_CONFIGURED"],
  },
  "POST /api/billing/payment-methods/default": {
    tag: "Billing",
    summary: "Choose the default card (auto-recharge charges it)",
    ok: { description: "The default card's id." },
    errors: ["VALIDATION", "NOT_FOUND", "PAYMENTS_NOT_CONFIGURED"],
  },
  "POST /api/billing/webhook": {
    tag: "Billing",
    public: true,
    summary: "Stripe's webhook (signed)",
    description:
      "Called by Stripe, checked against STRIPE_WEBHOOK_SECRET (400 when the signature does not match). Each payment is credited once.",
    ok: { description: "Taken: received is true." },
    errors: ["VALIDATION", "PAYMENTS_NOT_CONFIGURED"],
  },
};
