// The API's own description: the OpenAPI document made from the mounted routes (openapi.ts) and a
// reference page (Scalar's API reference, served from our own node_modules: the page loads no script
// from elsewhere and has no inline script, so the Content-Security-Policy stays as strict as the app's).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./context";
import { buildOpenApiDocument } from "./openapi";

const REFERENCE_SCRIPT = "/api/docs/reference.js";

let referenceScript: Promise<Buffer> | null = null;
function loadReferenceScript(): Promise<Buffer> {
  referenceScript ??= readFile(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
      "browser",
      "standalone.js",
    ),
  );
  return referenceScript;
}

function referencePage(title: string): string {
  // No hosted extras (AI chat, MCP generator, developer tools, web fonts): the page talks only to us.
  const configuration = JSON.stringify({
    withDefaultFonts: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
    telemetry: false,
  });
  const html = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)} API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration="${html(configuration)}"></script>
<script src="${REFERENCE_SCRIPT}"></script>
</body>
</html>
`;
}

/** Mounts GET /api/openapi.json, /api/docs and its script on the app (public; see PUBLIC_API). */
export function mountApiDocs(app: Hono<AppEnv>) {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get("/api/openapi.json", (c) => {
    const { config } = c.var.services;
    // Made once, on first ask, when every route is mounted.
    document ??= buildOpenApiDocument(app, {
      title: config.APP_NAME,
      version: "1",
      serverUrl: config.PUBLIC_URL,
    });
    return c.json(document);
  });
  app.get("/api/docs", (c) => c.html(referencePage(c.var.services.config.APP_NAME)));
  app.get(REFERENCE_SCRIPT, async (c) => {
    c.header("content-type", "text/javascript; charset=utf-8");
    c.header("cache-control", "public, max-age=86400");
    return c.body(new Uint8Array(await loadReferenceScript()));
  });
}
