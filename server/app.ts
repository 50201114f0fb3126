// The whole web app: the HTTP API and front end (http/), with the MCP endpoint mounted at /api/mcp.
// Composed here so that http/ and mcp/, two ways into the same domain, import neither each other.
import { createHttpApp } from "./http/app";
import { mcpRoutes } from "./mcp/routes";
import type { Services } from "./services";

export function createApp(services: Services, options: { distDir?: string } = {}) {
  return createHttpApp(services, { ...options, mounts: { "/api/mcp": mcpRoutes } });
}
